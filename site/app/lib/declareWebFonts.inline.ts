// Inline in every page's <head> (LateWebFonts): the faces, whose files have hashed names, come in `data-faces`.
import type { WebFontFace } from '@cg/ui';
import { declareWebFontsAfterLargestPaint, webFontsSeenKey } from './lateWebFonts';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') {
  const faces = JSON.parse(document.currentScript?.dataset.faces ?? '[]') as WebFontFace[];
  declareWebFontsAfterLargestPaint(faces, webFontsSeenKey);
}
