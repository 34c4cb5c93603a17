/**
 * Days as Greece counts them (Europe/Athens, summer time included), for a digest that goes out at 09:00
 * Greek time about the Greek day before. Intl carries the time-zone rules in Deno and Node alike.
 */
const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Greek day (YYYY-MM-DD) and hour (0-23) at a moment. */
export function greekClock(at: Date): { day: string; hour: number } {
  const part = (type: string) => clock.formatToParts(at).find((entry) => entry.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The day after a YYYY-MM-DD day. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The moment a Greek day begins: midnight at +02:00 in winter, +03:00 in summer. */
export function greekMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    const seen = greekClock(candidate);
    if (seen.day === day && seen.hour === 0) return candidate;
  }
  throw new Error(`no Greek midnight on ${day}`);
}
