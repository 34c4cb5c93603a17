import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { SkipLink } from '../SkipLink/SkipLink';
import * as css from './BackOfficeShell.css';

export type BackOfficeNavItem = { label: string; href: string; current?: boolean };

export type BackOfficeShellProps = {
  /** The brand's name, linking to `brandHref` (the back office's own start, not the public site). */
  brandName: string;
  brandHref: string;
  /** A short name of the area under the brand ("Διαχείριση"), also the navigation's accessible name. */
  areaLabel: string;
  skipLinkLabel: string;
  /** The id of the main region, the skip link's target. */
  mainId: string;
  /** The back office's pages; none while nobody is signed in. */
  items: readonly BackOfficeNavItem[];
  /** Who is signed in and the way out (text and a button), when someone is. */
  account?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the staff's pages: the brand, who is signed in, sign-out, and the way between the back
 * office's pages; none of the public site's header, footer or questions. On a phone the bar wraps and the
 * navigation scrolls sideways by itself, so no page is wider than the screen. Use the public SiteHeader and
 * SiteFooter for visitors' pages.
 *
 * Accessibility: a skip link first, a banner with a named navigation landmark (the current page marked
 * `aria-current="page"`), and a main region that can take focus.
 */
export function BackOfficeShell({
  brandName,
  brandHref,
  areaLabel,
  skipLinkLabel,
  mainId,
  items,
  account,
  children,
}: BackOfficeShellProps) {
  return (
    <>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      <header className={css.header}>
        <div className={css.bar}>
          <Inline space="md" align="spaceBetween">
            <Link href={brandHref} className={css.brand}>
              {brandName} <span className={css.area}>{areaLabel}</span>
            </Link>
            {account ? (
              <Inline space="sm" className={css.account}>
                {account}
              </Inline>
            ) : null}
          </Inline>
        </div>
        {items.length ? (
          <nav aria-label={areaLabel} className={css.nav}>
            <Inline as="ul" space="xs" className={css.navList}>
              {items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={css.navLink} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Inline>
          </nav>
        ) : null}
      </header>
      <main id={mainId} tabIndex={-1} className={css.main}>
        {children}
      </main>
    </>
  );
}
