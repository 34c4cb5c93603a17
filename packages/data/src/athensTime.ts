/**
 * Greece's clock without Intl (the public pages avoid loading its locale data): the offset at a moment under the
 * EU's summer-time rule, and a timestamp in Athens time with that offset, as spreadsheets and exports carry it.
 */
const hourMs = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when the EU's summer time starts (March) and ends (October). */
const lastSundayAtOneUtc = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/** Greece's offset from UTC at a moment: EET (+2), EEST (+3). */
export const athensOffsetMs = (moment: Date) => {
  const year = moment.getUTCFullYear();
  const summer = moment.getTime() >= lastSundayAtOneUtc(year, 2) && moment.getTime() < lastSundayAtOneUtc(year, 9);
  return (summer ? 3 : 2) * hourMs;
};

/** '2026-11-27T09:55:44+02:00' for '2026-11-27T07:55:44.749Z': the moment as a clock in Athens read it. Invalid input: ''. */
export function athensTimestamp(value: string | Date): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  const offset = athensOffsetMs(moment);
  const local = new Date(moment.getTime() + offset).toISOString().slice(0, 19);
  return `${local}+0${offset / hourMs}:00`;
}

/** The day in Athens at a moment, '2026-11-27' (a file's name). */
export const athensDay = (value: string | Date) => athensTimestamp(value).slice(0, 10);

/**
 * The moment a clock in Athens shows `date` ('2026-12-14') at `time` ('09:00'), as an ISO instant; null for a time
 * that does not exist there (the hour skipped when summer time starts) or malformed input. The hour that happens
 * twice when summer time ends is taken the first time, in summer time, as the clock first shows it.
 */
export function athensInstant(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hours, minutes] = [...day.slice(1), ...clock.slice(1)].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes);
  if (new Date(asUtc).getUTCDate() !== dayOfMonth) return null;
  // Summer time first, so the repeated hour is read the first time it is shown; then winter time.
  for (const offset of [3 * hourMs, 2 * hourMs]) {
    const moment = new Date(asUtc - offset);
    if (athensOffsetMs(moment) === offset) return moment.toISOString();
  }
  return null;
}

/** A moment as Athens's calendar day and clock: { date: '2026-12-14', time: '09:00' } (a form's fields). */
export function athensDateAndTime(value: string | Date): { date: string; time: string } {
  const local = athensTimestamp(value);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
