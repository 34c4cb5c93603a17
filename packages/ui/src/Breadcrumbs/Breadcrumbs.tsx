import { Link } from '../Link/Link';
import { Container } from '../Section/Section';
import type { NavItem } from '../SiteHeader/navTypes';
import { Inline } from '../Inline/Inline';
import * as css from './Breadcrumbs.css';

export type BreadcrumbsProps = {
  /** Names the navigation landmark, e.g. 'Διαδρομή πλοήγησης'. */
  label: string;
  /** From home to the current page, which is last. */
  items: readonly NavItem[];
};

/** Where the page sits: a labelled nav with an ordered list; the last item is the current page. */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={css.nav}>
      <Container>
        <Inline as="ol" space="none" className={css.list}>
          {items.map((item, index) => (
            <li key={item.href} className={css.item}>
              <Link href={item.href} className={css.link} aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </Inline>
      </Container>
    </nav>
  );
}
