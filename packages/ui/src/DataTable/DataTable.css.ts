import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaBelow } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

/** The admin's tables: they scroll sideways on phones with their headers, and the region takes focus so keyboards can scroll too. */
export const scroller = style(
  inComponents({
    ...cardSurface,
    overflowX: 'auto',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
);

export const table = style(inComponents({ width: '100%', minWidth: '52rem', borderCollapse: 'collapse', fontSize: vars.font.size.sm }));

/** A table of a few columns fits a phone's width: its cells wrap instead. */
export const fit = style(inComponents({ minWidth: 0 }));

/** A fitting table's cells are closer on a phone, where their padding alone was wider than a column. */
const fitsPhone = {
  '@media': {
    [mediaBelow('tablet')]: { selectors: { [`${fit} &`]: { paddingInline: vars.space.sm } } },
  },
} as const;

export const caption = style([weight.semibold, inComponents({ captionSide: 'top', textAlign: 'start', padding: vars.space.md })]);

export const headCell = style(
  inComponents({
    textAlign: 'start',
    padding: `${vars.space.xs} ${vars.space.md}`,
    background: vars.color.surface.subtle,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    whiteSpace: 'nowrap',
    // A table that fits a phone wraps its headers too: one unbroken header widened it past the screen.
    selectors: { [`${fit} &`]: { whiteSpace: 'normal' } },
    ...fitsPhone,
  }),
);

export const cell = style(
  inComponents({
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'top',
    textAlign: 'start',
    ...fitsPhone,
  }),
);

export const strong = style([weight.semibold, inComponents({ display: 'block', fontSize: vars.font.size.md })]);

export const secondary = style(inComponents({ display: 'block', color: vars.color.text.muted, overflowWrap: 'anywhere' }));

export const badge = style(
  inComponents({
    display: 'inline-block',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.muted,
    whiteSpace: 'nowrap',
  }),
);

export const positive = style(inComponents({ background: vars.color.feedback.successSurface, color: vars.color.feedback.success }));

export const empty = style(inComponents({ padding: vars.space.lg, textAlign: 'center', color: vars.color.text.muted }));
