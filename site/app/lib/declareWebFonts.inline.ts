// Inline in every page's <head> (LateWebFonts): the faces, whose files have hashed names, come in `data-faces`. It also
// starts the page's one wait for its largest paint, which the islands loader's start reads (largestPaintShown.ts).
import type { WebFontFace } from '@cg/ui';
import { waitForLargestPaint } from './largestPaintShown';
import { declareWebFontsAfterLargestPaint, webFontsSeenKey } from './lateWebFonts';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') {
  waitForLargestPaint();
  declareWebFontsAfterLargestPaint(JSON.parse(document.currentScript?.dataset.faces ?? '[]') as WebFontFace[], webFontsSeenKey);
}
