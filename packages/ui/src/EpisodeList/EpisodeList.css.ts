import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const list = style(inComponents({ display: 'grid', gap: vars.space.md, padding: 0, listStyle: 'none' }));

export const item = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const meta = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const title = style(inComponents({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }));

export const text = style(inComponents({ color: vars.color.text.muted }));

export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
