import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const withoutScripts = style({
  maxWidth: vars.layout.readingWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBottom: vars.space.xxl,
  color: vars.color.text.muted,
  textAlign: 'center',
});
