import { describe, expect, it } from 'vitest';
import { athensDay, athensTimestamp } from './athensTime';

/** What Intl, with the time-zone database, says the same moment is in Athens. */
const byIntl = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Athens',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
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
