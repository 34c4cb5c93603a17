import { describe, expect, it } from 'vitest';
import { lastWeeks, periodOf, readReportParams, reportSearch } from './reportParams';

const now = Date.parse('2026-11-26T10:00:00Z'); // a Thursday

describe('the reports in their address', () => {
  it('reads a period, writes it back, and says the last 30 days without one', () => {
    expect(readReportParams('?from=2026-10-01&to=2026-10-31', now)).toEqual({ from: '2026-10-01', to: '2026-10-31', invalid: false });
    expect(readReportParams(reportSearch({ from: '2026-10-01', to: '2026-10-31' }), now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      invalid: false,
    });
    expect(readReportParams('', now)).toEqual({ from: '2026-10-28', to: '2026-11-26', invalid: false });
  });

  it('falls back to the last 30 days, saying so, for a period that makes no sense', () => {
    for (const search of [
      '?from=2026-11-30&to=2026-11-01',
      '?from=yesterday&to=2026-11-01',
      '?from=2019-01-01&to=2026-11-01',
      '?to=2026-11-01',
    ]) {
      expect(readReportParams(search, now)).toEqual({ from: '2026-10-28', to: '2026-11-26', invalid: true });
    }
  });

  it('asks the database for whole Greek days and whole Greek weeks, Monday first', () => {
    expect(periodOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-09-30T21:00:00.000Z',
      to: '2026-10-31T22:00:00.000Z',
    });
    const weeks = lastWeeks(now);
    expect(weeks.mondays).toHaveLength(26);
    expect(weeks.mondays.at(-1)).toBe('2026-11-23');
    expect(weeks.mondays[0]).toBe('2026-06-01');
    expect(weeks.starts).toHaveLength(27);
    expect(weeks.starts.at(-1)).toBe('2026-11-29T22:00:00.000Z');
    expect(weeks.starts[0]).toBe('2026-05-31T21:00:00.000Z');
  });
});
