import { useEffect, useRef } from 'react';
import { answeredInPlace } from '../Enhancement/answeredInPlace';
import { Icon } from '../Icon/Icon';
import { LazyImage } from '../Picture/LazyImage';
import { playInPlace } from './playInPlace';
import * as css from './VideoEmbed.css';

export type VideoEmbedProps = {
  /** The player's address, loaded only when the visitor presses play. */
  src: string;
  /** The video's own page: where the play link leads without JavaScript. */
  href: string;
  /** The video's title: names the player frame. */
  title: string;
  /** Accessible name of the play link, e.g. 'Αναπαραγωγή βίντεο: …'. */
  playLabel: string;
  poster: { src: string; width: number; height: number; srcSet?: string; sizes?: string };
};

/**
 * A facade: a local poster and a play link. With JavaScript the player's frame (and its scripts) loads in place
 * only when the visitor asks, and focus moves into it (playInPlace: the same code on a page without React);
 * without, the link opens the video's page.
 */
export function VideoEmbed({ src, href, title, playLabel, poster }: VideoEmbedProps) {
  const facade = useRef<HTMLDivElement>(null);
  useEffect(() => (facade.current ? playInPlace(facade.current) : undefined), []);
  return (
    <div ref={facade} className={css.frame} data-player={src} data-title={title} data-frame-class={css.fill}>
      <LazyImage className={css.fill} image={poster} alt="" />
      <a href={href} className={css.play} aria-label={playLabel} {...{ [answeredInPlace]: '' }}>
        <span className={css.playBadge}>
          <Icon name="play" size={32} />
        </span>
      </a>
    </div>
  );
}
