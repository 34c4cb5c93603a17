import { vars } from '../tokens/theme.css';

/** The card look new components share: white surface, subtle border, rounded, a light shadow. */
export const cardSurface = {
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sm,
} as const;

/** A link whose ::after covers its card, so the whole card is one target and one tab stop. */
export const stretchedLinkAfter = { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } as const;
