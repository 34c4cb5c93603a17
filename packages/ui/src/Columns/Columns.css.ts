import { style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../tokens/media';
import type { Breakpoint } from '../tokens/values';
import { inLayout } from '../styles/layered';

// Below the collapse point the columns are a stack: full width, one under the other.
export const columns = style(inLayout({ display: 'grid', alignContent: 'start', minWidth: 0 }));

export type CollapseBelow = Exclude<Breakpoint, 'mobile'>;
/** Side by side from the collapse point up (or always, without one). */
const sideBySide = { display: 'flex' } as const;
const collapsePoints: Record<CollapseBelow | 'always', CollapseBelow | 'always'> = {
  always: 'always',
  tablet: 'tablet',
  desktop: 'desktop',
  wide: 'wide',
};
export const row = styleVariants(collapsePoints, (from) =>
  inLayout(from === 'always' ? sideBySide : { '@media': { [mediaFrom(from)]: sideBySide } }),
);

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];
export const alignY = styleVariants(
  { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } satisfies Record<ColumnsAlignY, string>,
  (value) => inLayout({ alignItems: value }),
);

/**
 * A column's share of the row. Fractions are flex bases that may shrink, so with the gap between them
 * they keep their proportions; `fill` takes what is left, `content` only what it needs.
 */
export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4', '2/5', '3/5'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
const fraction = (share: string) => {
  const [part, whole] = share.split('/').map(Number);
  return `${((part! / whole!) * 100).toFixed(4).replace(/\.?0+$/, '')}%`;
};
export const column = styleVariants(
  Object.fromEntries(columnWidths.map((width) => [width, width])) as Record<ColumnWidth, ColumnWidth>,
  (width) =>
    inLayout(
      width === 'fill'
        ? { flex: '1 1 0', minWidth: 0 }
        : width === 'content'
          ? { flex: '0 0 auto' }
          : { flex: `0 1 ${fraction(width)}`, minWidth: 0 },
    ),
);
