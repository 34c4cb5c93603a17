import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('shows plain numbers below a thousand', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(20)).toBe('20');
    expect(formatCount(999)).toBe('999');
  });

  it('shows whole thousands with K', () => {
    expect(formatCount(1_000)).toBe('1K');
    expect(formatCount(1_999)).toBe('1K');
    expect(formatCount(100_000)).toBe('100K');
    expect(formatCount(500_000)).toBe('500K');
    expect(formatCount(999_999)).toBe('999K');
  });

  it('shows millions with one decimal and M, never rounding up', () => {
    expect(formatCount(1_000_000)).toBe('1.0M');
    expect(formatCount(1_250_000)).toBe('1.2M');
    expect(formatCount(2_990_000)).toBe('2.9M');
  });

  it('never shows fractions or negatives mid-count', () => {
    expect(formatCount(12.7)).toBe('12');
    expect(formatCount(-3)).toBe('0');
  });
});
