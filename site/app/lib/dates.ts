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
