import { athensOffsetMs } from '@cg/data/athensTime';

// Greek dates without Intl: the browser's first Intl.DateTimeFormat loads the locale's data, some 18 ms
// of main thread (70 ms on a throttled phone) in the middle of hydrating /articles. The rule is small
// and fixed, and the unit tests hold it to Intl's output.

/** Month names in the genitive, as a Greek date writes them ('14 Νοεμβρίου 2025'). */
const monthsGenitive = [
  'Ιανουαρίου',
  'Φεβρουαρίου',
  'Μαρτίου',
  'Απριλίου',
  'Μαΐου',
  'Ιουνίου',
  'Ιουλίου',
  'Αυγούστου',
  'Σεπτεμβρίου',
  'Οκτωβρίου',
  'Νοεμβρίου',
  'Δεκεμβρίου',
];

const writtenInGreek = (utcDay: Date) => `${utcDay.getUTCDate()} ${monthsGenitive[utcDay.getUTCMonth()]} ${utcDay.getUTCFullYear()}`;

/**
 * A date as Greek readers write it, e.g. '14 Νοεμβρίου 2025'; the same on server and browser. A
 * calendar date (YYYY-MM-DD) is shown as written; a timestamp as the day it was in Greece; an invalid
 * date as nothing.
 */
export const formatDateEl = (date: string) => {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const moment = new Date(calendarDate ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(moment.getTime())) return '';
  return writtenInGreek(calendarDate ? moment : new Date(moment.getTime() + athensOffsetMs(moment)));
};

const weekdays = ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'];

/** The clock of a moment in Greece, as its face reads it. */
const inAthens = (moment: Date) => new Date(moment.getTime() + athensOffsetMs(moment));

/** A moment's day in Greece with its weekday, e.g. 'Σάββατο 12 Δεκεμβρίου 2026'; an invalid moment as nothing. */
export function formatWeekdayDateEl(value: string) {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  const local = inAthens(moment);
  return `${weekdays[local.getUTCDay()]} ${writtenInGreek(local)}`;
}

/** A moment's time in Greece, '09:00'; an invalid moment as nothing. */
export function formatClockEl(value: string) {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return inAthens(moment).toISOString().slice(11, 16);
}

/** A moment's day and time in Greece, '26 Νοεμβρίου 2026, 10:00': when a version was saved or published. */
export const formatMomentEl = (value: string) => `${formatDateEl(value)}, ${formatClockEl(value)}`;
