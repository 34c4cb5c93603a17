import { webFontFaces } from '@cg/ui';
import { declareWebFontsAfterFirstPaint, webFontFaceRules, webFontsSeenKey } from '../lib/lateWebFonts';

// Written into the HTML at build time only. The browser runs the script while parsing, before any module,
// and hydration leaves an inline script and its <noscript> as they are, so neither the script nor the
// faces ship in the bundle (import.meta.env.SSR drops them from the client build).
const html = import.meta.env.SSR
  ? {
      script: `(${declareWebFontsAfterFirstPaint.toString()})(${JSON.stringify(webFontFaces)}, ${JSON.stringify(webFontsSeenKey)});`,
      noScript: `<style>${webFontFaceRules(webFontFaces)}</style>`,
    }
  : { script: '', noScript: '' };

/**
 * The web font, declared after the first paint (docs/decisions/021-sub-second-pages.md); without
 * JavaScript, a stylesheet in <noscript> declares it as before.
 */
export function LateWebFonts() {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html.script }} />
      <noscript suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html.noScript }} />
    </>
  );
}
