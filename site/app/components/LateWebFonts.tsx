import { webFontFaces } from '@cg/ui';
import { declareWebFontsAfterFirstPaint, webFontFaceRules, webFontSwapWindowMs, webFontsSeenKey } from '../lib/lateWebFonts';

const script = `(${declareWebFontsAfterFirstPaint.toString()})(${JSON.stringify(webFontFaces)}, ${JSON.stringify(webFontsSeenKey)}, ${webFontSwapWindowMs});`;
const noScriptStyle = `<style>${webFontFaceRules(webFontFaces)}</style>`;

/**
 * The web font, declared after the first paint (docs/decisions/021-sub-second-pages.md); without
 * JavaScript, a stylesheet in <noscript> declares it as before.
 */
export function LateWebFonts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <noscript dangerouslySetInnerHTML={{ __html: noScriptStyle }} />
    </>
  );
}
