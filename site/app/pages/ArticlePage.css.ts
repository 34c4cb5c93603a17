import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const article = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.layout.readingWidth, marginInline: 'auto' });

export const header = style({ display: 'grid', gap: vars.space.md });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.text.muted });

export const category = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  fontWeight: vars.font.weight.semibold,
});

export const thumbnail = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surface.muted });
