import { athensOffsetMs } from '@cg/data/athensTime';
import { athensMidnight } from '../leads/inboxParams';

/**
 * The reports' period lives in the address (`from`, `to`: Greek days, both included), so a link or a
 * reload shows the same figures. Without one, or with one that makes no sense, the last 30 days.
 */
export type ReportParams = { from: string; to: string; invalid: boolean };

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The Greek day at a moment. */
export const greekDay = (moment: number) => new Date(moment + athensOffsetMs(new Date(moment))).toISOString().slice(0, 10);

export function readReportParams(search: string, now: number): ReportParams {
  const query = new URLSearchParams(search);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const today = greekDay(now);
  const fallback = { from: addDays(today, -29), to: today };
  if (!from && !to) return { ...fallback, invalid: false };
  const span = (Date.parse(to) - Date.parse(from)) / dayMs;
  if (!isDay(from) || !isDay(to) || !(span >= 0 && span <= 3 * 366)) return { ...fallback, invalid: true };
  return { from, to, invalid: false };
}

export const reportSearch = ({ from, to }: { from: string; to: string }) => `?${new URLSearchParams({ from, to })}`;

/** The period as the database takes it: from the first day's midnight to the midnight after the last. */
export const periodOf = ({ from, to }: { from: string; to: string }) => ({
  from: athensMidnight(from),
  to: athensMidnight(addDays(to, 1)),
});

/** The last 26 Greek weeks, Monday to Sunday, the current one last: each one's Monday, and the end. */
export function lastWeeks(now: number, count = 26): { mondays: string[]; starts: string[] } {
  const today = greekDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  const mondays = Array.from({ length: count }, (_, index) => addDays(thisMonday, (index - count + 1) * 7));
  return { mondays, starts: [...mondays, addDays(thisMonday, 7)].map(athensMidnight) };
}
