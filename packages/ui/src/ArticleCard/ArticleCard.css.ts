import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { coverImage } from '../styles/coverImage.css';
import { cardSurface, stretchedLinkAfter } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    ...cardSurface,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
);

export const image = coverImage;

export const body = style(inComponents({ padding: vars.space.md }));

export const meta = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight })]);

export const link = style(
  inComponents({
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&::after': stretchedLinkAfter,
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: 'none' },
    },
  }),
);

export const description = style(inComponents({ color: vars.color.text.muted }));

export const publication = style([weight.semibold, inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.brand })]);
