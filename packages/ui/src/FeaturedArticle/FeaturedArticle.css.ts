import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { coverImage } from '../styles/coverImage.css';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    ...cardSurface,
    display: 'grid',
    overflow: 'hidden',
    borderTop: `4px solid ${vars.color.border.brand}`,
  }),
);

/** Picture and words side by side from tablets up. */
export const withImage = style(inComponents({ '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: '1fr 1fr' } } }));

/** Fills the row's height beside the words. */
export const image = style([coverImage, inComponents({ height: '100%' })]);

export const body = style(inComponents({ padding: vars.space.lg }));

export const meta = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight })]);

export const description = style(inComponents({ color: vars.color.text.muted }));
