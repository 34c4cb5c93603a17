import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const tile = style([
  weight.semibold,
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    height: '100%',
    minHeight: 64,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.border.brand, color: vars.color.text.brand } },
  }),
]);

export const cta = style(inComponents({ marginTop: vars.space.lg }));
