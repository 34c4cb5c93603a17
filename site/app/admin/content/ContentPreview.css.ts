import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const figure = style({ margin: 0, maxWidth: '100%' });

// The edge outside the frame's width, so the page inside gets all of it.
const frameEdge = {
  boxSizing: 'content-box',
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.default,
} as const;

/** A phone's viewport at its own size: the page's media queries see 375 px. */
export const phoneBox = style({ ...frameEdge, width: 375, height: 667, maxWidth: '100%', overflow: 'hidden' });
export const phoneFrame = style({ display: 'block', maxWidth: 'none', width: 375, height: 667, border: 0 });

/** A desktop's viewport (1280 px wide for its media queries), shown at half its size. */
export const desktopBox = style({ ...frameEdge, width: 640, height: 400, maxWidth: '100%', overflow: 'hidden' });
export const desktopFrame = style({
  display: 'block',
  maxWidth: 'none',
  width: 1280,
  height: 800,
  border: 0,
  transform: 'scale(0.5)',
  transformOrigin: '0 0',
});
