import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';

export const frame = style(
  inComponents({
    position: 'relative',
    aspectRatio: '16 / 9',
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    background: vars.color.surface.brandStrong,
  }),
);

export const fill = style(inComponents({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, objectFit: 'cover' }));

export const play = style([
  centered,
  inComponents({
    position: 'absolute',
    inset: 0,
    width: '100%',
    border: 0,
    padding: 0,
    background: `linear-gradient(180deg, transparent 40%, ${vars.color.surface.scrim})`,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outlineOffset: '-6px', outlineColor: vars.color.focus.ringInverse } },
  }),
]);

export const playBadge = style([
  centered,
  inComponents({
    width: 72,
    height: 72,
    borderRadius: vars.radius.full,
    background: vars.color.surface.brand,
    color: vars.color.text.onBrand,
    boxShadow: vars.shadow.lg,
    transition: `transform ${vars.duration.fast}`,
    selectors: { [`${play}:hover &, ${play}:focus-visible &`]: { transform: 'scale(1.08)' } },
  }),
]);
