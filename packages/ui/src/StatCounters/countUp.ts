import { reducedMotion } from '../tokens/media';

export const countUpTiming = { durationMs: 2000, stepMs: 50, visibleThreshold: 0.5 } as const;

/**
 * Two animation frames in a row this far apart mean a phone that cannot draw the count smoothly (each frame lays out
 * and paints the page: over 100 ms on a slow one, where a visitor sees a few jerky steps and the page answers late);
 * the count then shows its final figures at once. A plain constant, not a key of `countUpTiming`: the page's budget.
 */
export const slowFrameMs = 100;

/** The value shown after `elapsedMs` of a count from 0 to `target`: linear, whole numbers, exact at the end. */
export function countAt(target: number, elapsedMs: number, durationMs: number = countUpTiming.durationMs): number {
  if (elapsedMs >= durationMs) return target;
  return Math.floor((target * Math.max(0, elapsedMs)) / durationMs);
}

/**
 * Runs a count once `element` is half visible: `show(elapsedMs)` at the start, then on animation frames (none while
 * the tab is hidden) at most every `stepMs` until `durationMs`, after `delayMs`; at once to the end where frames come
 * slowly (`slowFrameMs`). Not at all for visitors who prefer
 * reduced motion (or without IntersectionObserver): what is shown stays the final figures. Returns what stops it.
 */
export function runCountUp(element: Element, show: (elapsedMs: number) => void, delayMs = 0): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia(reducedMotion).matches) return () => undefined;
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const start = () => {
    show(0);
    delayTimer = setTimeout(() => {
      const startedAt = performance.now();
      let shownAt = -Infinity;
      let frameAt = startedAt;
      let slowFrames = 0;
      // The frame's own time (the clock `performance.now()` reads).
      const step = (now: number) => {
        slowFrames = now - frameAt > slowFrameMs ? slowFrames + 1 : 0;
        frameAt = now;
        const elapsed = slowFrames > 1 ? countUpTiming.durationMs : now - startedAt;
        const done = elapsed >= countUpTiming.durationMs;
        if (done || elapsed - shownAt >= countUpTiming.stepMs) {
          shownAt = elapsed;
          show(elapsed);
        }
        if (!done) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, delayMs);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { threshold: countUpTiming.visibleThreshold },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(delayTimer);
    cancelAnimationFrame(frame);
  };
}
