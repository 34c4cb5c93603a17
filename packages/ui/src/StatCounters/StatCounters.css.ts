import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const list = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': { [mediaFrom('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
);

export const item = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: vars.space.xxs,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    boxShadow: vars.shadow.md,
    textAlign: 'center',
  }),
);

export const value = style([
  weight.bold,
  inComponents({
    fontSize: vars.font.size.xxxl,
    color: vars.color.text.accent,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.tight,
  }),
]);

export const label = style([weight.medium, inComponents({ color: vars.color.text.muted })]);

/** The figure's box, as wide as the final figure whatever the count shows; the count is laid over it from its left edge. */
export const figure = style(inComponents({ position: 'relative', display: 'inline-block' }));
export const finalFigure = style(inComponents({ visibility: 'hidden' }));
export const countedFigure = style(inComponents({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, whiteSpace: 'nowrap' }));
