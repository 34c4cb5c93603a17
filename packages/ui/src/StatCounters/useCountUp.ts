import { useEffect, useRef, useState } from 'react';
import { countAt, countUpTiming } from './countUp';
import { reducedMotion } from '../tokens/media';

/**
 * Counts every target up from zero once the element is half visible, showing each value through `show`.
 * The first render (and so the prerendered HTML) already holds the final values; visitors who prefer
 * reduced motion keep them. It steps on animation frames (none while the tab is hidden), at most every
 * `stepMs`, and renders only when a shown figure changes: "20+" climbs in 20 renders, "50K+" in 40, not
 * one per frame for two seconds on a phone's busy main thread.
 */
export function useCountUp<T extends Element>(targets: readonly number[], show: (value: number) => string, delayMs = 0) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState<readonly string[]>(() => targets.map(show));
  const targetsKey = targets.join(',');
  const showRef = useRef(show);
  // The latest formatter, for the frames already scheduled; kept after render, as refs must be.
  useEffect(() => {
    showRef.current = show;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(reducedMotion).matches) return;
    const finals = targetsKey.split(',').map(Number);
    let delayTimer = 0;
    let frame = 0;
    let last = '';

    const showAt = (elapsed: number) => {
      const next = finals.map((target) => showRef.current(countAt(target, elapsed)));
      const key = next.join('\u0000');
      if (key === last) return;
      last = key;
      setShown(next);
    };

    const start = () => {
      showAt(0);
      delayTimer = window.setTimeout(() => {
        const startedAt = performance.now();
        let shownAt = -Infinity;
        const step = () => {
          const elapsed = performance.now() - startedAt;
          const done = elapsed >= countUpTiming.durationMs;
          if (done || elapsed - shownAt >= countUpTiming.stepMs) {
            shownAt = elapsed;
            showAt(elapsed);
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
      window.clearTimeout(delayTimer);
      cancelAnimationFrame(frame);
    };
  }, [targetsKey, delayMs]);

  return { ref, shown };
}
