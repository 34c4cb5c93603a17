import { describe, expect, it } from 'vitest';
import { formatDateEl } from './dates';

describe('formatDateEl', () => {
  it('writes the day, the month in the genitive and the year, in Greek', () => {
    expect(formatDateEl('2025-11-14')).toBe('14 Νοεμβρίου 2025');
    expect(formatDateEl('2025-09-01')).toBe('1 Σεπτεμβρίου 2025');
  });
});

describe('formatDateEl with a timestamp', () => {
  it('shows the day it was in Greece, not in UTC', () => {
    expect(formatDateEl('2025-11-14T22:30:00+00:00')).toBe('15 Νοεμβρίου 2025');
    expect(formatDateEl('2025-11-14T10:00:00.123456+00:00')).toBe('14 Νοεμβρίου 2025');
  });
});
