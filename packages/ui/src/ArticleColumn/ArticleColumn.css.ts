import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';

export const column = style(inComponents({ ...cardSurface, display: 'grid', gap: vars.space.sm, alignContent: 'start', padding: vars.space.md }));

export const heading = style(
  inComponents({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, paddingBottom: vars.space.xs, borderBottom: `2px solid ${vars.color.brand[600]}` }),
);

export const list = style(inComponents({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.sm }));

export const item = style(
  inComponents({ display: 'grid', gap: vars.space.xxs, paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border.subtle}`, selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } } }),
);

export const link = style(inComponents({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight }));

export const meta = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));
