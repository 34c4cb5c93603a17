import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

/** Above the page, never mistaken for it: the brand's darkest band with white words. */
export const banner = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.brandStrong,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
});
