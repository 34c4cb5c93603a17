import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

/**
 * A block of its own in its list item, not an inline box on a line: an inline one sits on the line's baseline, which
 * an empty link (a busy phone may paint one before its icon is parsed) places lower, so the line grows and the row's
 * other links move 4 px as the icon comes (e2e/layout-stability.spec.ts, a page served with a pause).
 */
export const link = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: vars.layout.touchTarget,
    height: vars.layout.touchTarget,
    borderRadius: vars.radius.full,
    color: 'inherit',
    transition: `background-color ${vars.duration.fast}`,
    selectors: { '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' } },
  }),
);
