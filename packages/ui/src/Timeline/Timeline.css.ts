import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const list = style(inComponents({ display: 'grid', gap: vars.space.lg, padding: 0, listStyle: 'none', borderInlineStart: `3px solid ${vars.color.brand[200]}` }));

export const item = style(inComponents({ position: 'relative', paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs }));

export const year = style(inComponents({ color: vars.color.brand[700], fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xl }));

export const title = style(inComponents({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }));

export const text = style(inComponents({ color: vars.color.text.muted }));
