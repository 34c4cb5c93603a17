import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

// As the document's own groups' legends (DocumentForm.css.ts).
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
