import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import type { NavItem } from '../SiteHeader/navTypes';
import { Tiles } from '../Tiles/Tiles';
import * as css from './LinkTiles.css';

export type LinkTilesProps = { tiles: readonly NavItem[]; cta?: NavItem };

/**
 * Outbound category links (new tab), e.g. the academic-department platform.
 * Accessibility: a list of links, each named by its text and opening a new tab without handing it this page; the external icon is decorative.
 */
export function LinkTiles({ tiles, cta }: LinkTilesProps) {
  return (
    <>
      <Tiles as="ul" columns={{ tablet: 2, desktop: 3 }} gap="sm">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a className={css.tile} href={tile.href} target="_blank" rel="noopener noreferrer">
              {tile.label}
              <Icon name="external" size={18} />
            </a>
          </li>
        ))}
      </Tiles>
      {cta ? (
        <div className={css.cta}>
          <ButtonLink href={cta.href} tone="secondary" newTab>
            {cta.label}
            <Icon name="external" size={16} />
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}
