import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inLayout } from '../styles/layered';

/** The card look, written once: subtle border, large radius (its ground is its tone). */
export const card = style(
  inLayout({
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

/** The ground: white, or the page's subtle grey for a card set inside another surface (help beside a form). */
export const cardTones = ['default', 'subtle'] as const;
export type CardTone = (typeof cardTones)[number];
export const tone = styleVariants(
  { default: vars.color.surface.default, subtle: vars.color.surface.subtle } satisfies Record<CardTone, string>,
  (value) => inLayout({ background: value }),
);

export const cardShadows = ['none', 'sm', 'lg'] as const;
export type CardShadow = (typeof cardShadows)[number];
export const shadow = styleVariants(
  { none: 'none', sm: vars.shadow.sm, lg: vars.shadow.lg } satisfies Record<CardShadow, string>,
  (value) => inLayout({ boxShadow: value }),
);
