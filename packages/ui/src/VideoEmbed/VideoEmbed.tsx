import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './VideoEmbed.css';

export type VideoEmbedProps = {
  /** The player's address, loaded only when the visitor presses play. */
  src: string;
  /** The video's title: names the player frame. */
  title: string;
  /** Accessible name of the play button, e.g. 'Αναπαραγωγή βίντεο: …'. */
  playLabel: string;
  poster: { src: string; width: number; height: number; srcSet?: string; sizes?: string };
};

/**
 * A facade: a local poster and a play button. The player's frame (and its scripts) load only
 * when the visitor asks; focus then moves into the player.
 */
export function VideoEmbed({ src, title, playLabel, poster }: VideoEmbedProps) {
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
          src={src}
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
