import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const link = style(
  inComponents({
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.layout.touchTarget,
    height: vars.layout.touchTarget,
    borderRadius: vars.radius.full,
    color: 'inherit',
    transition: `background-color ${vars.duration.fast}`,
    selectors: { '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' } },
  }),
);
