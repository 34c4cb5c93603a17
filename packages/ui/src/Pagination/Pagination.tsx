import { Link } from '../Link/Link';
import { Inline } from '../Inline/Inline';
import * as css from './Pagination.css';

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so a page can be opened, shared and reloaded. */
  hrefFor: (page: number) => string;
  labels: { region: string; previous: string; next: string; status: (page: number, pageCount: number) => string };
};

/**
 * Previous and next pages, and where the reader is; nothing to show for a single page.
 * Accessibility: a navigation landmark with its name; the previous and next links say which way they go (rel prev and next), and the position is said in words.
 */
export function Pagination({ page, pageCount, hrefFor, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Inline as="nav" space="md" align="spaceBetween" aria-label={labels.region}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={css.link} rel="prev">
          {labels.previous}
        </Link>
      ) : (
        <span className={css.placeholder} aria-hidden="true" />
      )}
      <span className={css.status}>{labels.status(page, pageCount)}</span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={css.link} rel="next">
          {labels.next}
        </Link>
      ) : (
        <span className={css.placeholder} aria-hidden="true" />
      )}
    </Inline>
  );
}
