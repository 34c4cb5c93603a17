import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const backdrop = style(inComponents({ background: vars.color.surface.overlay }));

export const dialog = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    height: 'fit-content',
    maxHeight: 'calc(100dvh - 2rem)',
    width: 'min(28rem, calc(100vw - 2rem))',
    boxSizing: 'border-box',
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    boxShadow: vars.shadow.lg,
    zIndex: 50,
  }),
);

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ color: vars.color.text.muted }));
