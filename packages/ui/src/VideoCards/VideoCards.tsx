import { Icon } from '../Icon/Icon';
import { LazyImage } from '../Picture/LazyImage';
import { Tiles } from '../Tiles/Tiles';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './VideoCards.css';

export type VideoCard = { key: string; title: string; href: string; thumbnail: { src: string; width: number; height: number } };

export type VideoCardsProps = { videos: readonly VideoCard[]; newTabLabel: string };

/**
 * Video appearances as cards, each one link to the video's own page in a new tab.
 * Accessibility: a list of links, each named by the video's title and hidden text that it opens a new tab; the thumbnail and play mark are decorative.
 */
export function VideoCards({ videos, newTabLabel }: VideoCardsProps) {
  return (
    <Tiles as="ul" columns={{ tablet: 2, desktop: 3 }}>
      {videos.map((video) => (
        <li key={video.key}>
          <a className={css.link} href={video.href} target="_blank" rel="noopener noreferrer">
            <span className={css.frame}>
              <LazyImage className={css.image} image={video.thumbnail} alt="" />
              <span className={css.play} aria-hidden="true">
                <Icon name="play" size={20} />
              </span>
            </span>
            <span className={css.title}>
              {video.title}
              <span className={visuallyHidden}> {newTabLabel}</span>
            </span>
          </a>
        </li>
      ))}
    </Tiles>
  );
}
