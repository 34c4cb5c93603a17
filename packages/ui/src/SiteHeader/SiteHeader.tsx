import { ButtonLink } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { BrandMark } from './BrandMark';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import { cx } from '../styles/cx';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import type { NavGroup, NavItem } from './navTypes';
import * as css from './SiteHeader.css';

export type SiteHeaderProps = {
  brand: { name: string; href: string };
  navLabel: string;
  dropdown: NavGroup;
  links: readonly NavItem[];
  socialLinks: readonly SocialLink[];
  appLink: NavItem;
  menu: { title: string; openLabel: string; closeLabel: string };
  currentPath?: string;
};

/** Sticky site header: the desktop bar from the tablet breakpoint up, the side sheet below it. */
export function SiteHeader({ brand, navLabel, dropdown, links, socialLinks, appLink, menu, currentPath }: SiteHeaderProps) {
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <Link href={brand.href} className={css.brand}>
          <BrandMark className={css.brandMark} />
          {brand.name}
        </Link>
        <nav aria-label={navLabel} className={cx(css.nav, css.desktopOnly)}>
          <ul className={css.navList} role="list">
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
          </ul>
        </nav>
        <div className={cx(css.actions, css.desktopOnly)}>
          <SocialLinks links={socialLinks} className={css.wideOnly} />
          <ButtonLink href={appLink.href} newTab>
            {appLink.label}
            <Icon name="external" size={16} />
          </ButtonLink>
        </div>
        <MobileMenu
          {...menu}
          className={css.mobileOnly}
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
