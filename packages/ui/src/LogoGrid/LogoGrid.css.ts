import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';

export const cell = style([
  centered,
  inComponents({
    minHeight: 96,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
]);

export const logo = style(inComponents({ width: '100%', height: 'auto', maxHeight: 56, objectFit: 'contain' }));
