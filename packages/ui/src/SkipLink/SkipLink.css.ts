import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const skipLink = style([
  weight.semibold,
  inComponents({
    position: 'absolute',
    insetInlineStart: vars.space.md,
    top: vars.space.xs,
    zIndex: 100,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.brand,
    color: vars.color.text.onBrand,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus-visible, &:focus': { transform: 'none', outlineColor: vars.color.focus.ringInverse },
    },
  }),
]);
