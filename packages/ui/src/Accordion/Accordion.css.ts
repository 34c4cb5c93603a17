import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

// The trigger's hover fill runs to the card's rounded edge.
export const item = style(inComponents({ overflow: 'hidden' }));

export const details = style({});

export const heading = style([weight.semibold, inComponents({ fontSize: vars.font.size.lg, margin: 0 })]);

export const trigger = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: 56,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    listStyle: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.subtle },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' },
    },
  }),
);

// The browser's own triangle: the chevron says the same.
globalStyle(`${trigger}::-webkit-details-marker`, inComponents({ display: 'none' }));

export const chevron = style(
  inComponents({
    flexShrink: 0,
    transition: `transform ${vars.duration.normal}`,
    selectors: { [`${details}[open] > ${trigger} &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const panel = style(inComponents({ padding: `0 ${vars.space.lg} ${vars.space.lg}` }));
