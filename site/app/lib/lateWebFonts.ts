import type { WebFontFace } from '@cg/ui';

/** Set once a page of this visit has the font files: they are cached, so later pages declare them at once. */
export const webFontsSeenKey = 'web-fonts-seen';

/** How long after starting the download the first page still swaps to the web font (font-display: optional's window). */
export const webFontSwapWindowMs = 100;

/**
 * The web font without holding back the first view (docs/decisions/021-sub-second-pages.md). On the first
 * page of a visit the files are fetched only once the first contentful paint is on screen, so they never
 * compete with what that paint needs, and the text is set in the metric-matched fallback. If they arrive
 * within a moment the page swaps to Inter; otherwise it keeps the fallback, so nothing shifts under the
 * reader, and takes Inter at the visitor's next navigation. Later pages, whose files are cached, declare
 * them at once. Inlined into every page through its source text: self-contained browser code.
 */
export function declareWebFontsAfterFirstPaint(faces: readonly WebFontFace[], seenKey: string, swapWindowMs: number) {
  const fontFaces = () => faces.map((face) => new FontFace(face.family, `url(${face.url}) format("woff2")`, { weight: face.weight, unicodeRange: face.unicodeRange, display: 'swap' }));
  const use = (loaded: FontFace[]) => {
    for (const face of loaded) document.fonts.add(face);
  };
  const remember = () => {
    try {
      sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage refused (private mode): the next page waits for its paint too.
    }
  };
  let seen = false;
  try {
    seen = sessionStorage.getItem(seenKey) === '1';
  } catch {
    // As above.
  }
  if (seen) {
    use(fontFaces());
    return;
  }
  const download = () => {
    const started = performance.now();
    const loading = fontFaces();
    Promise.all(loading.map((face) => face.load())).then(() => {
      remember();
      if (performance.now() - started <= swapWindowMs) {
        use(loading);
        return;
      }
      // Too late to swap without moving the text: at the next navigation, a link or back and forward.
      const useOnce = () => {
        removeEventListener('click', onLink, true);
        removeEventListener('popstate', useOnce);
        use(loading);
      };
      const onLink = (event: Event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) useOnce();
      };
      addEventListener('click', onLink, true);
      addEventListener('popstate', useOnce);
    }, () => undefined);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing: a task queued from an animation frame runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(download));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    download();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** The same faces as a stylesheet, for the page without JavaScript (inside <noscript>). */
export const webFontFaceRules = (faces: readonly WebFontFace[]) =>
  faces
    .map((face) => `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${face.url}) format('woff2');unicode-range:${face.unicodeRange}}`)
    .join('');
