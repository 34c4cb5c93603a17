import { describe, expect, it } from 'vitest';
import { athensDateAndTime, athensDay, athensInstant, athensTimestamp } from './athensTime';

/** What Intl, with the time-zone database, says the same moment is in Athens. */
const athensClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Athens',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});
const byIntl = (iso: string) => {
  const parts = Object.fromEntries(athensClock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${(parts.timeZoneName ?? '').replace('GMT', '')}`;
};

describe('athensTimestamp', () => {
  it('writes the inbox example in Athens time with its winter offset', () => {
    expect(athensTimestamp('2026-11-27T07:55:44.749Z')).toBe('2026-11-27T09:55:44+02:00');
  });

  it('carries +03:00 in summer', () => {
    expect(athensTimestamp('2026-07-01T12:00:00Z')).toBe('2026-07-01T15:00:00+03:00');
  });

  it('agrees with the time-zone database on every hour around both changes of 2026 and 2027, and a midnight', () => {
    const around = ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z', '2027-03-28T00:00:00Z', '2027-10-31T00:00:00Z', '2026-12-31T21:00:00Z'];
    for (const start of around)
      for (let hour = -3; hour <= 3; hour++) {
        const iso = new Date(Date.parse(start) + hour * 3_600_000 + 59_000).toISOString();
        expect(athensTimestamp(iso), iso).toBe(byIntl(iso));
      }
  });

  it('names the day in Athens, the next one late in the UTC evening', () => {
    expect(athensDay('2026-12-31T22:30:00Z')).toBe('2027-01-01');
  });

  it('writes nothing for what is not a date', () => {
    expect(athensTimestamp('not a date')).toBe('');
  });
});

describe('athensInstant: a day and a time as a clock in Athens shows them', () => {
  it('is the moment, in winter (+2) and in summer (+3)', () => {
    expect(athensInstant('2026-12-14', '09:00')).toBe('2026-12-14T07:00:00.000Z');
    expect(athensInstant('2027-06-14', '09:00')).toBe('2027-06-14T06:00:00.000Z');
  });

  it('has no moment for the hour skipped when summer time starts, and takes the repeated hour the first time', () => {
    // 29 March 2026: clocks go from 03:00 to 04:00; 25 October 2026: from 04:00 back to 03:00.
    expect(athensInstant('2026-03-29', '03:30')).toBeNull();
    expect(athensInstant('2026-03-29', '04:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(athensInstant('2026-10-25', '03:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(athensInstant('2026-10-25', '04:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses what is not a day and a time', () => {
    for (const [date, time] of [
      ['2026-02-30', '09:00'],
      ['2026-12-14', '24:00'],
      ['14/12/2026', '09:00'],
      ['2026-12-14', '9:00'],
    ])
      expect(athensInstant(date!, time!), `${date} ${time}`).toBeNull();
  });

  it('reads back as the same day and time, every 97 minutes of two years, as Intl reads it', () => {
    for (let moment = Date.UTC(2026, 0, 1); moment < Date.UTC(2028, 0, 1); moment += 97 * 60_000) {
      const iso = new Date(moment).toISOString();
      const { date, time } = athensDateAndTime(iso);
      expect(`${date}T${time}`, iso).toBe(byIntl(iso).slice(0, 16));
      // Only the second showing of the repeated hour reads back as its first, an hour earlier.
      const secondShowing = athensOffsetAt(iso) === 2 && athensOffsetAt(new Date(moment - 3_600_000).toISOString()) === 3;
      expect(athensInstant(date, time), iso).toBe(secondShowing ? new Date(moment - 3_600_000).toISOString() : iso);
    }
  });
});

const athensOffsetAt = (iso: string) => Number(athensTimestamp(iso).slice(-5, -3));
