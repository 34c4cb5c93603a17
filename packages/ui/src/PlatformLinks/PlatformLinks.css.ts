import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const link = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.border.brand },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
    },
  }),
);

export const name = style([weight.bold, inComponents({ color: vars.color.text.brand })]);

export const kind = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const icon = style(inComponents({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, color: vars.color.text.muted }));
