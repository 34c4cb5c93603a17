import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const form = style(inComponents({ ...cardSurface, display: 'grid', gap: vars.space.md, padding: vars.space.lg }));

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl })]);

/** A draft, not the article: a dashed, stronger edge on the card. */
export const preview = style(inComponents({ borderStyle: 'dashed', borderColor: vars.color.border.strong }));

export const previewTitle = style([
  weight.semibold,
  inComponents({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.sm, color: vars.color.text.muted }),
]);

export const currentImage = style(
  inComponents({
    display: 'block',
    width: '160px',
    height: '90px',
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surface.subtle,
  }),
);

export const check = style([touchTarget, inComponents({ gap: vars.space.sm })]);
