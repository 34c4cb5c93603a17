import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';

export const placeholder = style([
  centered,
  inComponents({
    alignContent: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.subtle,
    border: `1px dashed ${vars.color.border.strong}`,
    textAlign: 'center',
  }),
]);

export const text = style(inComponents({ maxWidth: '36rem', color: vars.color.text.muted }));

export const frame = style(inComponents({ display: 'block', width: '100%', border: 0, borderRadius: vars.radius.lg, background: vars.color.surface.default }));
