/** A calendar date (YYYY-MM-DD) as Greek readers write it, e.g. '14 Νοεμβρίου 2025'; the same on server and browser. */
export const formatDateEl = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('el-GR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
