import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const link = style([
  weight.semibold,
  touchTarget,
  inComponents({
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.link,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
      '&:hover': { background: vars.color.surface.subtle },
    },
  }),
]);

export const placeholder = style(inComponents({ minWidth: '1px' }));

export const status = style(inComponents({ color: vars.color.text.muted }));
