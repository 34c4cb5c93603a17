import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx';
import type { Breakpoint } from '../tokens/values';
import * as css from './Tiles.css';

export type TilesProps = HTMLAttributes<HTMLElement> & {
  /** The list or block element the tiles live in. */
  as?: 'div' | 'ul' | 'ol' | 'dl';
  /** Columns from each breakpoint up; below the first one given, a single column. */
  columns: Partial<Record<Breakpoint, css.ColumnCount>>;
  gap?: css.TileGap;
};

/**
 * Equal-width tiles with a column count per breakpoint (Braid's Tiles): the one responsive grid that
 * card lists, logo walls and link tiles share instead of each writing its own.
 * Accessibility: read in source order; a `ul` or `ol` keeps its list role (role="list") even where its bullets are styled away.
 */
export function Tiles({ as: Element = 'div', columns, gap = 'md', className, ...props }: TilesProps) {
  const columnClasses = (Object.entries(columns) as [Breakpoint, css.ColumnCount][]).map(
    ([breakpoint, count]) => css.columns[breakpoint][count],
  );
  return (
    <Element
      role={Element === 'ul' || Element === 'ol' ? 'list' : undefined}
      {...props}
      className={cx(css.base, css.gap[gap], ...columnClasses, className)}
    />
  );
}
