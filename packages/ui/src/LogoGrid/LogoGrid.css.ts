import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';

export const grid = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    listStyle: 'none',
    padding: 0,
    '@media': {
      [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [mediaFrom('desktop')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  }),
);

export const cell = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    minHeight: 96,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const logo = style(inComponents({ width: '100%', height: 'auto', maxHeight: 56, objectFit: 'contain' }));
