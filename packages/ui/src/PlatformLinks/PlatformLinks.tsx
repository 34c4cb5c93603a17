import { Icon } from '../Icon/Icon';
import { Tiles } from '../Tiles/Tiles';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './PlatformLinks.css';

export type Platform = { name: string; kind: string; url: string };

/**
 * Where to listen or watch: one link per platform, each opening in a new tab.
 * Accessibility: a list of links, each named by the platform and its kind, with hidden text that it opens a new tab.
 */
export function PlatformLinks({ platforms, newTabLabel }: { platforms: readonly Platform[]; newTabLabel: string }) {
  return (
    <Tiles as="ul" columns={{ mobile: 2, desktop: 4 }}>
      {platforms.map((platform) => (
        <li key={platform.name}>
          <a className={css.link} href={platform.url} target="_blank" rel="noopener noreferrer">
            <span className={css.name}>{platform.name}</span>
            <span className={css.kind}>{platform.kind}</span>
            <Icon name="external" size={16} className={css.icon} />
            <span className={visuallyHidden}>{newTabLabel}</span>
          </a>
        </li>
      ))}
    </Tiles>
  );
}
