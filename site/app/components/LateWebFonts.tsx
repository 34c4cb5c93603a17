import { webFontFaces } from '@cg/ui';
import { InlineScript } from '../lib/InlineScript';
import { webFontFaceRules } from '../lib/lateWebFonts';
import declareWebFonts from '../lib/declareWebFonts.inline.ts?inline-script';

// Only the build writes the faces: the browser's bundle leaves them (and their rules) out.
const faces = import.meta.env.SSR ? webFontFaces : [];

/**
 * The web font, declared after the first paint (docs/decisions/021-sub-second-pages.md); without
 * JavaScript, a stylesheet in <noscript> declares it as before.
 */
export function LateWebFonts() {
  return (
    <>
      <InlineScript code={declareWebFonts} data={{ 'data-faces': JSON.stringify(faces) }} />
      <noscript
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: faces.length ? `<style>${webFontFaceRules(faces)}</style>` : '' }}
      />
    </>
  );
}
