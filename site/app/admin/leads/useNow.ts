import { useEffect, useState } from 'react';

/** The current time, renewed every minute, so "πριν από 5 λεπτά" and the overdue marks stay true while the page is open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
