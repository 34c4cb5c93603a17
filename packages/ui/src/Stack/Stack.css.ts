import { style, styleVariants } from '@vanilla-extract/css';
import { inLayout } from '../styles/layered';

// Children keep their own height and pack at the top, as blocks in a page do, even in a taller parent.
export const stack = style(inLayout({ display: 'grid', alignContent: 'start', minWidth: 0, listStyle: 'none', padding: 0 }));

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];
export const align = styleVariants(
  { stretch: 'stretch', start: 'start', center: 'center', end: 'end' } satisfies Record<StackAlign, string>,
  (value) => inLayout({ justifyItems: value }),
);
