import { describe, expect, it } from 'vitest';
import { countAt, countUpTiming } from './countUp';

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
