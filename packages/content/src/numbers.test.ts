import { describe, expect, it } from 'vitest';
import { groupDigitsEl } from './numbers';

describe('groupDigitsEl', () => {
  it('groups thousands with a dot, as Greek text does', () => {
    expect(groupDigitsEl(500_000)).toBe('500.000');
    expect(groupDigitsEl(1_234_567)).toBe('1.234.567');
    expect(groupDigitsEl(999)).toBe('999');
  });

  it('writes whole numbers as Intl does for el-GR', () => {
    const intl = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 999, 1000, 5000, 20_000, 100_000, 500_000, 1_000_000, 98_765_432, -1500]) {
      expect(groupDigitsEl(value), String(value)).toBe(intl.format(value));
    }
  });
});
