/**
 * When staff publish a content version (docs/decisions/036-content-as-data.md): at once, with both fields empty, or at
 * a date and time in Athens, at least a minute and at most a year from now (pg_cron's ten-minute round then rebuilds
 * the pages). Greek words for the field that is wrong.
 */
import { athensInstant } from '../athensTime.ts';

export const publishTimeMessages = {
  needsTime: 'Συμπληρώστε και την ώρα της δημοσίευσης.',
  needsDate: 'Συμπληρώστε και την ημερομηνία της δημοσίευσης.',
  invalid: 'Αυτή η ημερομηνία και ώρα δεν υπάρχει στην Ελλάδα.',
  past: 'Η ώρα της δημοσίευσης πρέπει να είναι στο μέλλον.',
  tooFar: 'Η δημοσίευση μπορεί να προγραμματιστεί έως έναν χρόνο από σήμερα.',
} as const;

export type PublishTime = { ok: true; at?: Date } | { ok: false; field: 'date' | 'time'; message: string };

const minuteMs = 60_000;
const yearMs = 366 * 86_400_000;

export function publishTime(date: string, time: string, now = Date.now()): PublishTime {
  const [day, clock] = [date.trim(), time.trim()];
  if (!day && !clock) return { ok: true };
  if (!clock) return { ok: false, field: 'time', message: publishTimeMessages.needsTime };
  if (!day) return { ok: false, field: 'date', message: publishTimeMessages.needsDate };
  const instant = athensInstant(day, clock);
  if (!instant) return { ok: false, field: 'time', message: publishTimeMessages.invalid };
  const at = Date.parse(instant);
  if (at < now + minuteMs) return { ok: false, field: 'time', message: publishTimeMessages.past };
  if (at > now + yearMs) return { ok: false, field: 'date', message: publishTimeMessages.tooFar };
  return { ok: true, at: new Date(at) };
}
