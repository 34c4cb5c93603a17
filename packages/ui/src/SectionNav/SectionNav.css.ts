import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const nav = style(inComponents({ borderBottom: `1px solid ${vars.color.border.subtle}` }));

export const list = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: 0, listStyle: 'none' }));

export const link = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.layout.touchTarget,
    padding: `0 ${vars.space.md}`,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    marginBottom: -1,
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text.link, borderBottomColor: vars.color.text.link },
      '&:hover': { color: vars.color.text.link },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
    },
  }),
);

export const count = style(
  inComponents({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.full, background: vars.color.surface.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium }),
);
