import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const label = style({ fontWeight: vars.font.weight.semibold });

export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
});
