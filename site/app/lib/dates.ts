const dateOptions = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * A date as Greek readers write it, e.g. '14 Νοεμβρίου 2025'; the same on server and browser. A
 * calendar date (YYYY-MM-DD) is shown as written; a timestamp as the day it was in Greece.
 */
export const formatDateEl = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString('el-GR', { ...dateOptions, timeZone: 'UTC' })
    : new Date(date).toLocaleDateString('el-GR', { ...dateOptions, timeZone: 'Europe/Athens' });
