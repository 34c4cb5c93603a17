import { style, styleVariants } from '@vanilla-extract/css';
import { inLayout } from '../styles/layered';

export const inline = style(inLayout({ display: 'flex', flexWrap: 'wrap', minWidth: 0, listStyle: 'none', padding: 0 }));

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const align = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } satisfies Record<InlineAlign, string>,
  (value) => inLayout({ justifyContent: value }),
);

export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];
export const alignY = styleVariants(
  { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline', stretch: 'stretch' } satisfies Record<
    InlineAlignY,
    string
  >,
  (value) => inLayout({ alignItems: value }),
);
