/**
 * Calls `start` once the window has loaded, the first contentful paint has been presented, and the page's hero
 * image (fetchpriority="high") has been painted too: the largest paint is then on screen before any script is asked
 * for. Lighthouse's simulation puts every request a page starts before its largest paint on that paint's path: a
 * loader fetched in the moment between the load and the image's paint (decoded, 10-60 ms after the load) cost
 * /university-students 0.44 s of LCP in three runs of five.
 */
export function afterLargestPaint(start: () => unknown, loadTimeoutMs = 5000) {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
    // A stalled image must not keep the page from ever becoming interactive.
    setTimeout(resolve, loadTimeoutMs);
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing: a task queued from an animation frame runs after that frame is painted.
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  // The page's own largest image (the one it fetches first) decoded, then a task queued from the second animation
  // frame after that: it runs once the frame that painted the image has been presented.
  const imagesPainted = () =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => undefined)),
    ).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  void Promise.all([loaded, painted]).then(imagesPainted).then(start);
}
