import type { WebFontFace } from '@cg/ui';
import { onceLargestPaintShown } from './largestPaintShown';

/** Set once a page of this visit has the font files: they are cached, so later pages declare them at once. */
export const webFontsSeenKey = 'web-fonts-seen';

/**
 * The web font without holding back the first view or moving the first page (docs/decisions/021-sub-second-pages.md).
 * The first page of a visit stays in the metric-matched fallback: once its largest paint is on screen (the page's one
 * wait for it, largestPaintShown.ts; a prefetch started between the first paint and the hero image's put the files on
 * the largest paint's path in Lighthouse's simulation, 1.3x its script-free twin) it only prefetches the files into
 * the cache, so they never compete with what that paint needs and nothing decodes, re-lays out or shifts under the reader (swapping Inter in re-laid out the whole page,
 * a task of 150 ms on a fast machine, four times that on a phone). Later pages of the visit declare it at once and take
 * it from the cache; a view the same document draws next (the back office's routes) declares it then.
 * Inline in every page's <head> (declareWebFonts.inline.ts), which gives it the faces from its script's `data-faces`.
 */
export function declareWebFontsAfterLargestPaint(
  faces: readonly WebFontFace[],
  seenKey: string,
  afterPaint: (start: () => void) => void = onceLargestPaintShown,
) {
  const declareFaces = (display: 'swap' | 'optional') => {
    for (const face of faces)
      document.fonts.add(
        // One source, woff2, which every browser with FontFace reads: no format hint (the 15 KB budget counts bytes).
        new FontFace(face.family, `url(${face.url})`, {
          weight: face.weight,
          unicodeRange: face.unicodeRange,
          display,
        }),
      );
  };
  let seen = false;
  try {
    seen = sessionStorage.getItem(seenKey) === '1';
  } catch {
    // Storage refused (private mode): every page starts as a first one.
  }
  // A later page takes the cached files only if they are there before its first paint (`optional`): a file slow to
  // come (a phone's storage, an evicted cache) would swap in under the reader, and a line that wraps otherwise in
  // Inter moves what follows it (e2e/layout-stability.spec.ts: a footer 25 px up). It keeps the fallback instead.
  if (seen) {
    declareFaces('optional');
    return;
  }
  const prefetch = () => {
    const fetched = faces.map(
      (face) =>
        new Promise((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.as = 'font';
          link.crossOrigin = 'anonymous';
          link.href = face.url;
          link.onload = resolve;
          link.onerror = reject;
          document.head.append(link);
        }),
    );
    Promise.all(fetched).then(
      () => {
        try {
          sessionStorage.setItem(seenKey, '1');
        } catch {
          // As above.
        }
      },
      () => undefined,
    );
  };
  // A view this same document draws next (the back office's client-side routes) takes the font then.
  const declareOnce = () => {
    removeEventListener('click', onLink);
    removeEventListener('popstate', declareOnce);
    // A view the visitor asked for, drawn anew from the prefetched files: `swap`, because the rest of the visit may be
    // this one document, and it should have Inter however late the file is.
    declareFaces('swap');
  };
  // Only a link the page's router took (it prevented the browser's navigation): a public page's links load the next
  // document, which declares the font itself, and declaring it in the page being left re-laid it out in the click's
  // own task, holding the navigation back (156 ms of style and layout at 4x CPU in a trace of / -> /students).
  const onLink = (event: Event) => {
    if (event.defaultPrevented && (event.target as Element).closest?.('a[href]')) declareOnce();
  };
  addEventListener('click', onLink);
  addEventListener('popstate', declareOnce);
  afterPaint(prefetch);
}

/**
 * The same faces as a stylesheet, for the page without JavaScript (inside <noscript>): `optional`, so the first page
 * keeps the fallback while the files download, and later pages take them from the cache; nothing swaps under the reader.
 */
export const webFontFaceRules = (faces: readonly WebFontFace[]) =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:optional;font-weight:${face.weight};src:url(${face.url}) format('woff2');unicode-range:${face.unicodeRange}}`,
    )
    .join('');
