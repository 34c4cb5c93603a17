import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const title = style(inComponents({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default }));

export const legend = style(inComponents({ padding: 0, listStyle: 'none', fontSize: vars.font.size.sm }));

export const swatch = style(
  inComponents({
    display: 'inline-block',
    width: '0.9em',
    height: '0.9em',
    borderRadius: 2,
    marginInlineEnd: vars.space.xxs,
    verticalAlign: '-0.1em',
  }),
);

/** The chart tokens in their order: neighbours 3:1 apart, each 3:1 against the page (seriesColours.test.ts). */
export const seriesColours = Object.values(vars.color.chart);
export const series = styleVariants(
  Object.fromEntries(seriesColours.map((colour, index) => [index, { background: colour, fill: colour }])) as Record<
    number,
    { background: string; fill: string }
  >,
);

export const scroller = style(
  inComponents({
    overflowX: 'auto',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
);

export const chart = style(inComponents({ display: 'block', width: '100%', minWidth: '36rem', height: 'auto', overflow: 'visible' }));

export const axisText = style(inComponents({ fontSize: 11, fill: vars.color.text.muted }));

export const grid = style(inComponents({ stroke: vars.color.border.subtle, strokeWidth: 1 }));

/** A grid item as wide as the figure, never as wide as its table: the table scrolls within it. */
export const tableDetails = style(inComponents({ minWidth: 0 }));

export const table = style(inComponents({ fontSize: vars.font.size.sm }));

/** A hairline of the page's colour between stacked parts, so neighbours read as two. */
export const segment = style(inComponents({ stroke: vars.color.surface.default, strokeWidth: 0.5 }));

export const shareBar = style(inComponents({ display: 'block', width: '8rem', height: '0.5rem' }));

export const track = style(inComponents({ fill: vars.color.surface.muted }));
