/**
 * A document loaded by back or forward (or put back whole from the back/forward cache) starts at the top with the
 * main region focused, as a client-side back or forward does (useRouteFocus): keyboard and screen-reader users land
 * on the content, not on the link they left from. Both pages of islands and hydrated pages call it once.
 */
export function focusMainOnHistoryArrival(mainId: string) {
  // After the browser has put back the old scroll position: the site starts every page at the top.
  const arrived = () => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  };
  const [entry] = performance.getEntriesByType('navigation');
  if (entry instanceof PerformanceNavigationTiming && entry.type === 'back_forward') arrived();
  // A page the browser kept whole runs no script again: only this event says it is back.
  const shown = (event: PageTransitionEvent) => {
    if (event.persisted) arrived();
  };
  addEventListener('pageshow', shown);
  return () => removeEventListener('pageshow', shown);
}
