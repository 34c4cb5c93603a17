import { style, styleVariants } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';

export const inline = style(inComponents({ display: 'flex', flexWrap: 'wrap', minWidth: 0, listStyle: 'none', padding: 0 }));

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const align = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } satisfies Record<InlineAlign, string>,
  (value) => inComponents({ justifyContent: value }),
);

export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];
export const alignY = styleVariants(
  { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } satisfies Record<InlineAlignY, string>,
  (value) => inComponents({ alignItems: value }),
);
