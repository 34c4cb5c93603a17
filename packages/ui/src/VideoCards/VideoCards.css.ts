import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { coverImage } from '../styles/coverImage.css';
import { centered } from '../styles/centered.css';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const link = style(
  inComponents({
    ...cardSurface,
    display: 'grid',
    height: '100%',
    overflow: 'hidden',
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
    },
  }),
);

export const frame = style(inComponents({ position: 'relative', display: 'block' }));

export const image = coverImage;

export const play = style([
  centered,
  inComponents({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockEnd: vars.space.sm,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface.scrim,
    color: vars.color.text.inverse,
  }),
]);

export const title = style([weight.semibold, inComponents({ padding: vars.space.md, lineHeight: vars.font.lineHeight.tight })]);
