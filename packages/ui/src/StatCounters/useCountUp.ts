import { useEffect, useRef, useState } from 'react';
import { countAt, countUpTiming } from './countUp';
import { reducedMotion } from '../tokens/media';

/**
 * Counts every target up from zero once the element is half visible. The first render (and so
 * the prerendered HTML) already holds the final values; visitors who prefer reduced motion keep them.
 */
export function useCountUp<T extends Element>(targets: readonly number[], delayMs = 0) {
  const ref = useRef<T>(null);
  const [values, setValues] = useState<readonly number[]>(targets);
  const targetsKey = targets.join(',');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(reducedMotion).matches) return;
    const finals = targetsKey.split(',').map(Number);
    let delayTimer = 0;
    let stepTimer = 0;

    const start = () => {
      setValues(finals.map(() => 0));
      delayTimer = window.setTimeout(() => {
        const startedAt = performance.now();
        stepTimer = window.setInterval(() => {
          const elapsed = performance.now() - startedAt;
          setValues(finals.map((target) => countAt(target, elapsed)));
          if (elapsed >= countUpTiming.durationMs) window.clearInterval(stepTimer);
        }, countUpTiming.stepMs);
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
      window.clearInterval(stepTimer);
    };
  }, [targetsKey, delayMs]);

  return { ref, values };
}
