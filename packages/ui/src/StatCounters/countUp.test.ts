import { afterEach, describe, expect, it, vi } from 'vitest';
import { countAt, countUpTiming, runCountUp } from './countUp';

describe('countAt', () => {
  it('starts at zero and ends exactly on the target after 2000 ms', () => {
    expect(countUpTiming.durationMs).toBe(2000);
    expect(countAt(500_000, 0)).toBe(0);
    expect(countAt(500_000, 2000)).toBe(500_000);
    expect(countAt(500_000, 5000)).toBe(500_000);
  });

  it('climbs linearly in whole numbers', () => {
    expect(countAt(300, 1000)).toBe(150);
    expect(countAt(20, 16)).toBe(0);
    expect(countAt(20, 1999)).toBe(19);
  });
});

describe('runCountUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Counts once in view, on a clock of its own whose animation frames come `gaps` milliseconds apart. */
  function countWithFramesApart(gaps: readonly number[]) {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    let inView: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal('performance', { now: () => now });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
    vi.stubGlobal('setTimeout', (run: () => void) => run());
    vi.stubGlobal('clearTimeout', () => undefined);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof inView) {
          inView = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const shown: number[] = [];
    runCountUp({} as Element, (elapsed) => shown.push(elapsed));
    inView([{ isIntersecting: true }]);
    for (const gap of gaps) {
      now += gap;
      frames.shift()?.(now);
    }
    return { shown, stillCounting: frames.length > 0 };
  }

  it('counts over its two seconds where frames come smoothly', () => {
    const { shown, stillCounting } = countWithFramesApart(Array.from({ length: 30 }, () => 16));
    expect(stillCounting).toBe(true);
    expect(shown.at(-1)).toBeLessThan(countUpTiming.durationMs);
    expect(shown.length).toBeGreaterThan(5);
  });

  it('shows the final figures at once where two frames in a row come over 100 ms apart (a slow phone)', () => {
    const { shown, stillCounting } = countWithFramesApart([120, 120]);
    // One step at the first late frame, the end at the second: two frames of motion, not forty.
    expect(shown).toEqual([0, 120, countUpTiming.durationMs]);
    expect(stillCounting).toBe(false);
  });

  it('keeps counting after a single late frame (a long task, or a tab shown again)', () => {
    const { shown, stillCounting } = countWithFramesApart([16, 300, 16, 16]);
    expect(stillCounting).toBe(true);
    expect(shown.at(-1)).toBeLessThan(countUpTiming.durationMs);
  });
});
