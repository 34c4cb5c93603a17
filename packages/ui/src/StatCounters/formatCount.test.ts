import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it.each([
    [
      'plain numbers below a thousand',
      [
        [0, '0'],
        [20, '20'],
        [999, '999'],
      ],
    ],
    [
      'whole thousands with K',
      [
        [1_000, '1K'],
        [1_999, '1K'],
        [100_000, '100K'],
        [500_000, '500K'],
        [999_999, '999K'],
      ],
    ],
    [
      'millions with one decimal and M, never rounding up',
      [
        [1_000_000, '1.0M'],
        [1_250_000, '1.2M'],
        [2_990_000, '2.9M'],
      ],
    ],
    [
      'no fraction or negative mid-count',
      [
        [12.7, '12'],
        [-3, '0'],
      ],
    ],
  ] as const)('shows %s', (_, cases) => {
    for (const [count, shown] of cases) expect(formatCount(count)).toBe(shown);
  });
});
