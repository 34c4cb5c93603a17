import { useEffect, useState } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the site was built (vite.config.ts defines it); where nothing was built, this year. */
export const buildYear: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * The year as the page was built, so hydration matches the prerendered HTML, then as the visitor's
 * clock has it: a page built in December still says the new year in January, with no mismatch.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(buildYear);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the prerendered year is the build's, the browser knows today's
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
