/**
 * For a page the browser prerendered ahead of a click (the Speculation Rules API): runs `show` once, when the page is
 * shown, and answers true; a page loaded as usual answers false and nothing is run. A prerendered page that is never
 * shown never runs it, so nothing it starts (a page view, a web vital, an island, a send) comes from a page nobody saw
 * (decision 037). `document.prerendering` is not yet in TypeScript's DOM types.
 */
export function whenPrerenderShown(show: () => void): boolean {
  if (!(document as Document & { prerendering?: boolean }).prerendering) return false;
  document.addEventListener('prerenderingchange', show, { once: true });
  return true;
}
