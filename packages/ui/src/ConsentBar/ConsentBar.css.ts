import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../tokens/media';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

// Fixed to the window: it never takes room from the page, so nothing under it moves when it comes or goes.
export const bar = style(
  inComponents({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 50,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surface.default,
    borderTop: `2px solid ${vars.color.border.brand}`,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' } },
    '@media': { [mediaFrom('tablet')]: { paddingInline: vars.space.xl } },
  }),
);

export const message = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, maxWidth: '70ch' }),
);
