import { afterLargestPaint } from './afterLargestPaint';

/**
 * The page's largest paint on screen, waited for once per page and shared by its inline scripts on the window (they
 * are separate scripts): the head's (declareWebFonts.inline.ts) starts the wait, the islands loader's start at the end
 * of the body (startLoader.inline.ts) reads it. One copy of the wait in the page's HTML, not two: the HTML's first
 * round trip on a slow network holds about 14 KB, headers included, and /articles was past it (decision 021).
 */
const sharedKey = Symbol.for('cg.largestPaintShown');

type PageWindow = Record<symbol, Promise<void> | undefined>;

/** Starts waiting for the largest paint, for every script on the page from this one on (onceLargestPaintShown). */
export function waitForLargestPaint() {
  (window as unknown as PageWindow)[sharedKey] = new Promise<void>((resolve) => afterLargestPaint(resolve));
}

/**
 * Runs `start` once the page's largest paint is on screen, as the head's script waits for it; a page without that
 * script (not one the site builds) runs it at once rather than never.
 */
export function onceLargestPaintShown(start: () => unknown) {
  void ((window as unknown as PageWindow)[sharedKey] ?? Promise.resolve()).then(start);
}
