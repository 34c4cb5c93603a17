import { describe, expect, it } from 'vitest';
import { formatClockEl, formatDateEl, formatMomentEl, formatWeekdayDateEl } from './dates';

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

describe('formatDateEl with an invalid date', () => {
  it('shows nothing instead of failing the page', () => {
    expect(formatDateEl('2025-13-45')).toBe('');
    expect(formatDateEl('not a date')).toBe('');
  });
});

describe('formatDateEl against the platform (Intl, el-GR)', () => {
  const intlCalendar = new Intl.DateTimeFormat('el-GR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const intlAthens = new Intl.DateTimeFormat('el-GR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' });

  it('writes every calendar day of a leap year and of an ordinary one as Intl does', () => {
    for (const year of [2024, 2026]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        expect(formatDateEl(date), date).toBe(intlCalendar.format(new Date(day)));
      }
    }
  });

  it('puts every hour from 2019 to 2031, summer-time changes included, on the day Greece had', () => {
    for (let moment = Date.UTC(2019, 0, 1); moment < Date.UTC(2031, 0, 1); moment += 3_600_000) {
      const timestamp = new Date(moment).toISOString();
      expect(formatDateEl(timestamp), timestamp).toBe(intlAthens.format(new Date(moment)));
    }
  });

  it('takes the minutes around midnight in Greece on a summer-time change day', () => {
    // Winter time (+2) the night before the March change, summer time (+3) the night before October's.
    expect(formatDateEl('2026-03-28T21:59:00Z')).toBe('28 Μαρτίου 2026');
    expect(formatDateEl('2026-03-28T22:00:00Z')).toBe('29 Μαρτίου 2026');
    expect(formatDateEl('2026-10-24T20:59:00Z')).toBe('24 Οκτωβρίου 2026');
    expect(formatDateEl('2026-10-24T21:00:00Z')).toBe('25 Οκτωβρίου 2026');
  });
});

describe('an event’s day and hours in Greece', () => {
  it('names the weekday and reads the clock in winter (+2) and in summer (+3)', () => {
    expect(formatWeekdayDateEl('2026-12-12T07:00:00Z')).toBe('Σάββατο 12 Δεκεμβρίου 2026');
    expect(formatClockEl('2026-12-12T07:00:00Z')).toBe('09:00');
    expect(formatWeekdayDateEl('2027-06-14T06:30:00Z')).toBe('Δευτέρα 14 Ιουνίου 2027');
    expect(formatClockEl('2027-06-14T06:30:00Z')).toBe('09:30');
  });

  it('writes a saved version’s moment as its day and time in Greece, across midnight', () => {
    expect(formatMomentEl('2026-11-26T22:30:00Z')).toBe('27 Νοεμβρίου 2026, 00:30');
  });

  it('writes what Intl writes for Athens, every six hours of two years', () => {
    const weekdayDate = new Intl.DateTimeFormat('el-GR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Athens',
    });
    const clock = new Intl.DateTimeFormat('el-GR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Athens' });
    for (let moment = Date.UTC(2026, 0, 1); moment < Date.UTC(2028, 0, 1); moment += 6 * 3_600_000 + 60_000) {
      const timestamp = new Date(moment).toISOString();
      expect(formatWeekdayDateEl(timestamp), timestamp).toBe(weekdayDate.format(moment).replace(',', ''));
      expect(formatClockEl(timestamp), timestamp).toBe(clock.format(moment));
    }
  });

  it('shows nothing for an invalid moment', () => {
    expect(formatWeekdayDateEl('never')).toBe('');
    expect(formatClockEl('never')).toBe('');
  });
});
