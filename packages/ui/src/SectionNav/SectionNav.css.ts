import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const nav = style(inComponents({ borderBottom: `1px solid ${vars.color.border.subtle}` }));

export const link = style([
  weight.semibold,
  touchTarget,
  inComponents({
    gap: vars.space.xs,
    padding: `0 ${vars.space.md}`,
    color: vars.color.text.default,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    marginBottom: -1,
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text.link, borderBottomColor: vars.color.text.link },
      '&:hover': { color: vars.color.text.link },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
    },
  }),
]);

export const count = style([
  weight.medium,
  inComponents({
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.muted,
    fontSize: vars.font.size.sm,
  }),
]);
