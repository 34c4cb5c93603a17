export const countUpTiming = { durationMs: 2000, stepMs: 50, visibleThreshold: 0.5 } as const;

/** The value shown after `elapsedMs` of a count from 0 to `target`: linear, whole numbers, exact at the end. */
export function countAt(target: number, elapsedMs: number, durationMs: number = countUpTiming.durationMs): number {
  if (elapsedMs >= durationMs) return target;
  return Math.floor((target * Math.max(0, elapsedMs)) / durationMs);
}
