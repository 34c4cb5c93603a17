import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import * as css from './SectionNav.css';

export type SectionNavItem = { label: string; href: string; current?: boolean; count?: number };

export type SectionNavProps = {
  /** What the navigation is, for assistive technology (it is a `nav` landmark). */
  label: string;
  items: readonly SectionNavItem[];
};

/**
 * Links between the views of one area (the admin's pages, the inbox's lists); the current one says so.
 * Accessibility: a navigation landmark with its name; the current part is marked aria-current="page".
 */
export function SectionNav({ label, items }: SectionNavProps) {
  return (
    <nav aria-label={label} className={css.nav}>
      <Inline as="ul" space="xs">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={css.link} aria-current={item.current ? 'page' : undefined}>
              {item.label}
              {item.count !== undefined ? <span className={css.count}>{item.count}</span> : null}
            </Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
