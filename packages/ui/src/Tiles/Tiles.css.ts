import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import type { Breakpoint } from '../tokens/values';
import { inLayout } from '../styles/layered';

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];
export const tileGaps = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TileGap = (typeof tileGaps)[number];

export const base = style(inLayout({ display: 'grid', listStyle: 'none', padding: 0 }));

export const gap = styleVariants(Object.fromEntries(tileGaps.map((name) => [name, name])) as Record<TileGap, TileGap>, (name) =>
  inLayout({ gap: vars.space[name] }),
);

const template = (count: ColumnCount) => `repeat(${count}, minmax(0, 1fr))`;
const byCount = (rule: (count: ColumnCount) => Parameters<typeof inLayout>[0]) =>
  styleVariants(Object.fromEntries(columnCounts.map((count) => [count, count])) as Record<ColumnCount, ColumnCount>, (count) =>
    inLayout(rule(count)),
  );

/** One class per breakpoint and column count; wider breakpoints come later in the sheet, so they win. */
export const columns: Record<Breakpoint, Record<ColumnCount, string>> = {
  mobile: byCount((count) => ({ gridTemplateColumns: template(count) })),
  tablet: byCount((count) => ({ '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: template(count) } } })),
  desktop: byCount((count) => ({ '@media': { [mediaFrom('desktop')]: { gridTemplateColumns: template(count) } } })),
  wide: byCount((count) => ({ '@media': { [mediaFrom('wide')]: { gridTemplateColumns: template(count) } } })),
};
