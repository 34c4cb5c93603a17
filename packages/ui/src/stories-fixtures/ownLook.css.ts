import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';
import { vars } from '../tokens/theme.css';

/**
 * What a component may add to a layout primitive through its own class: what the primitive has no prop for. Here a
 * surface (a rule round it, a tint, an inset), as ThankYou's help box and ContactSection's panels have, and a type
 * size, as the article cards' meta line has. Never a margin: the parent spaces the part.
 */
export const surface = style(
  inComponents({
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.subtle,
  }),
);

export const smallType = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));
