import { useEffect, useState } from 'react';

import { buildYear } from './buildYear';

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
