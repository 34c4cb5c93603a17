import { useEffect, useRef, useState } from 'react';
import { countAt, runCountUp } from './countUp';

/**
 * Counts every target up from zero once the element is half visible, showing each value through `show`.
 * The first render (and so the prerendered HTML) already holds the final values; visitors who prefer
 * reduced motion keep them. It renders only when a shown figure changes: "20+" climbs in 20 renders, "50K+"
 * in 40, not one per frame for two seconds on a phone's busy main thread.
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
    if (!element) return;
    const finals = targetsKey.split(',').map(Number);
    let last = '';
    return runCountUp(
      element,
      (elapsed) => {
        const next = finals.map((target) => showRef.current(countAt(target, elapsed)));
        const key = next.join('\u0000');
        if (key === last) return;
        last = key;
        setShown(next);
      },
      delayMs,
    );
  }, [targetsKey, delayMs]);

  return { ref, shown };
}
