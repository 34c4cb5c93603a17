/**
 * Gives the frame its address (from `data-src`) once it comes within a screen of the viewport. The
 * browser's own `loading="lazy"` is not enough: on a slow connection Chromium loads a lazy frame up to
 * 4,000 px away at once, and a frame loading holds back the page's load event, its hydration and its
 * first paint in Lighthouse. Inline in the prerendered HTML (loadFrameWhenNear.inline.ts), so it runs while
 * the page is parsed, long before any of the page's code.
 * Returns a function that stops watching.
 */
export function loadFrameWhenNear(frame: HTMLIFrameElement | null): () => void {
  if (!frame || frame.hasAttribute('src')) return () => undefined;
  const load = () => {
    if (!frame.hasAttribute('src')) frame.setAttribute('src', frame.dataset.src ?? '');
  };
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(frame);
  return () => observer.disconnect();
}
