import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xs,
    alignContent: 'start',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const avatar = style([
  weight.bold,
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.brand[100],
    color: vars.color.brand[800],
    fontSize: vars.font.size.xl,
  }),
]);

export const name = style([weight.bold, inComponents({ fontSize: vars.font.size.lg })]);

export const role = style(inComponents({ color: vars.color.text.muted }));

export const details = style(inComponents({ marginTop: vars.space.xs }));

export const summary = style([
  weight.semibold,
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.layout.touchTarget,
    cursor: 'pointer',
    color: vars.color.text.link,
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2, borderRadius: vars.radius.sm },
    },
  }),
]);

export const chevron = style(inComponents({ transition: `transform ${vars.duration.fast}`, selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } } }));

export const bio = style(inComponents({ marginTop: vars.space.xs, color: vars.color.text.muted }));
