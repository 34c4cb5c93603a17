import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { scriptingOff } from '../tokens/media';
import { inComponents } from '../styles/layered';

// Square corners: a rounded frame is clipped on its own compositing layer, and its corners' anti-aliasing
// changed from one capture to the next.
export const frame = style(
  inComponents({
    display: 'block',
    width: '100%',
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.default,
  }),
);

/** The frame a script loads; without scripts it would stay empty beside the <noscript> one. */
export const scriptedFrame = style([frame, inComponents({ '@media': { [scriptingOff]: { display: 'none' } } })]);
