import { globalStyle } from '@vanilla-extract/css';
import { resetLayer } from '../tokens/layers.css';
import { vars } from '../tokens/theme.css';
import { reducedMotion } from '../tokens/media';

// A small modern reset, kept in the lowest layer so any component rule wins over it.
const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) => globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box' });
reset('*', { margin: 0 });
reset('html', {
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.default,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: vars.layout.headerOffset,
});
reset('body', { minHeight: '100vh', WebkitFontSmoothing: 'antialiased' });
reset('img, picture, video, svg, iframe', { display: 'block', maxWidth: '100%' });
reset('img', { height: 'auto' });
reset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
reset('h1, h2, h3, h4', { lineHeight: vars.font.lineHeight.tight, textWrap: 'balance' });
reset('p', { textWrap: 'pretty' });
reset('a', { color: vars.color.text.link, textUnderlineOffset: '0.15em' });
reset('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
reset(':focus-visible', {
  outline: `3px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
});
// Honour the visitor's motion setting everywhere, including third-party CSS.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
