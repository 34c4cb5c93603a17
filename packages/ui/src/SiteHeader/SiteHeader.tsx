import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import { cx } from '../styles/cx';
import type { HeaderCollapse } from './headerCollapse';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import type { NavGroup, NavItem } from './navTypes';
import { Inline } from '../Inline/Inline';
import * as css from './SiteHeader.css';

export type SiteHeaderProps = {
  /** The brand's name and home link; `logo` is its mark, drawn before the name (decorative). */
  brand: { name: string; href: string; logo?: ReactNode };
  navLabel: string;
  dropdown: NavGroup;
  links: readonly NavItem[];
  socialLinks: readonly SocialLink[];
  appLink: NavItem;
  menu: { title: string; openLabel: string; closeLabel: string };
  currentPath?: string;
  /** Where the bar gives way to the sheet: `headerCollapse(widths)` from '@cg/ui/headerCollapse', called in a .css.ts file. */
  collapse: HeaderCollapse;
};

/**
 * Sticky site header: the full bar where it fits on one line, the side sheet below that.
 * Accessibility: the banner landmark; the main navigation is a named landmark with the current page marked (aria-current); under the full navigation's width the menu is a native modal dialog that takes focus, closes with Escape and gives focus back to its button.
 */
export function SiteHeader({ brand, navLabel, dropdown, links, socialLinks, appLink, menu, currentPath, collapse }: SiteHeaderProps) {
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <Link href={brand.href} className={css.brand}>
          {brand.logo ? (
            <span className={css.brandMark} aria-hidden="true">
              {brand.logo}
            </span>
          ) : null}
          {brand.name}
        </Link>
        <nav aria-label={navLabel} className={cx(css.nav, css.shownOnceBarIsParsed, collapse.fullNavOnly)}>
          <Inline as="ul" space="xxs">
            <li>
              <NavDropdown {...dropdown} currentPath={currentPath} />
            </li>
            {links.map((navItem) => (
              <li key={navItem.href}>
                <Link href={navItem.href} className={css.navLink} aria-current={current(navItem.href)}>
                  {navItem.label}
                </Link>
              </li>
            ))}
          </Inline>
        </nav>
        <div className={cx(css.actions, css.shownOnceBarIsParsed, collapse.fullNavOnly)}>
          <SocialLinks links={socialLinks} className={collapse.socialOnlyWhenRoom} />
          <ButtonLink href={appLink.href} newTab>
            {appLink.label}
            <Icon name="external" size={16} />
          </ButtonLink>
        </div>
        <MobileMenu
          {...menu}
          className={cx(css.barEnd, collapse.sheetOnly)}
          openLabelClassName={collapse.menuLabelWhenRoom}
          group={dropdown}
          links={links}
          socialLinks={socialLinks}
          appLink={appLink}
          currentPath={currentPath}
        />
      </div>
    </header>
  );
}
