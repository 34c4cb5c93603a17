import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inLayout } from '../styles/layered';

/** The card look, written once: white surface, subtle border, large radius. */
export const card = style(
  inLayout({
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const cardShadows = ['none', 'sm', 'lg'] as const;
export type CardShadow = (typeof cardShadows)[number];
export const shadow = styleVariants(
  { none: 'none', sm: vars.shadow.sm, lg: vars.shadow.lg } satisfies Record<CardShadow, string>,
  (value) => inLayout({ boxShadow: value }),
);
