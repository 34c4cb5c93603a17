import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const form = style(inComponents({ ...cardSurface, display: 'grid', gap: vars.space.md, padding: vars.space.lg }));

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl })]);

/** Fields that belong together (the day and its hours, the address and its city) side by side from a tablet up. */
export const row = style(
  inComponents({
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
  }),
);
