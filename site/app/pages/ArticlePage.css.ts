import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const article = style({ maxWidth: vars.layout.readingWidth, marginInline: 'auto' });

export const meta = style({ color: vars.color.text.muted });

export const category = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.brandSoft,
  color: vars.color.text.brand,
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
});
