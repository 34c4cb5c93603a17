import { expect, it } from 'vitest';
import { lateness } from './digestMessage';

it('says how late a lead is past the 24-hour promise: under an hour, in hours under two days, then in days', () => {
  const received = '2026-11-20T09:00:00Z';
  const at = (iso: string) => Date.parse(iso);
  expect(lateness(received, at('2026-11-21T09:30:00Z'))).toBe('λιγότερο από 1 ώρα');
  expect(lateness(received, at('2026-11-21T10:00:00Z'))).toBe('1 ώρα');
  expect(lateness(received, at('2026-11-23T08:59:00Z'))).toBe('47 ώρες');
  expect(lateness(received, at('2026-11-26T09:00:00Z'))).toBe('5 ημέρες');
});
