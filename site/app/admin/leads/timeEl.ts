/**
 * Times as Greek staff read them: how long ago ("πριν από 3 ώρες", "χθες") and exactly, in Greece's
 * time. Intl is fine here: the admin is client-only and never hydrated (decision 012).
 */
const relative = new Intl.RelativeTimeFormat('el', { numeric: 'auto' });
// With Greece's offset from UTC (GMT+2 in winter, GMT+3 in summer), as the CSV and the exports write it.
const exact = new Intl.DateTimeFormat('el', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Athens',
  timeZoneName: 'shortOffset',
});

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function relativeTimeEl(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return 'μόλις τώρα';
}

export const exactTimeEl = (iso: string) => exact.format(new Date(iso));

/** What the inbox's tables show for a time. */
export const timeOf = (iso: string, now: number) => ({ iso, relative: relativeTimeEl(iso, now), exact: exactTimeEl(iso) });
