import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from './layered';

/**
 * A card's picture: the full width of the card at 16:9, cropped rather than stretched, on a muted ground while it
 * loads. Composed (`style([coverImage, …])`) where a layout stretches it further.
 */
export const coverImage = style(
  inComponents({
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    background: vars.color.surface.muted,
  }),
);
