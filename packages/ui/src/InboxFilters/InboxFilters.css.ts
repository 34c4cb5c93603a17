import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const filters = style(
  inComponents({
    ...cardSurface,
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    alignItems: 'end',
  }),
);

export const search = style(inComponents({ gridColumn: '1 / -1' }));

export const clear = style([
  weight.semibold,
  touchTarget,
  inComponents({
    color: vars.color.text.link,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
]);
