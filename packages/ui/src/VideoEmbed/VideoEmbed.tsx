import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './VideoEmbed.css';

export type VideoEmbedProps = {
  videoId: string;
  /** The video's title: names the player frame. */
  title: string;
  /** Accessible name of the play button, e.g. 'Αναπαραγωγή βίντεο: …'. */
  playLabel: string;
  poster: { src: string; width: number; height: number; srcSet?: string; sizes?: string };
};

export const youtubeEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/**
 * A facade: a local poster and a play button. YouTube's frame (and its scripts) load only
 * when the visitor asks; focus then moves into the player.
 */
export function VideoEmbed({ videoId, title, playLabel, poster }: VideoEmbedProps) {
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (active) frameRef.current?.focus();
  }, [active]);

  return (
    <div className={css.frame}>
      {active ? (
        <iframe
          ref={frameRef}
          className={css.fill}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <img
            className={css.fill}
            src={poster.src}
            srcSet={poster.srcSet}
            sizes={poster.sizes}
            width={poster.width}
            height={poster.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <button type="button" className={css.play} aria-label={playLabel} onClick={() => setActive(true)}>
            <span className={css.playBadge}>
              <Icon name="play" size={32} />
            </span>
          </button>
        </>
      )}
    </div>
  );
}
