import { expect, it } from 'vitest';
import { dayBefore, greekClock, greekMidnight } from './greekDay';

it('tells the Greek day and hour, and when a Greek day begins, in winter and in summer', () => {
  expect(greekClock(new Date('2026-11-26T07:00:00Z'))).toEqual({ day: '2026-11-26', hour: 9 });
  expect(greekClock(new Date('2026-07-01T06:00:00Z'))).toEqual({ day: '2026-07-01', hour: 9 });
  expect(greekClock(new Date('2026-11-25T22:30:00Z'))).toEqual({ day: '2026-11-26', hour: 0 });
  expect(greekMidnight('2026-11-26').toISOString()).toBe('2026-11-25T22:00:00.000Z');
  expect(greekMidnight('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  // The day summer time begins starts at winter time.
  expect(greekMidnight('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
  expect(dayBefore('2026-03-01')).toBe('2026-02-28');
});
