import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { focusMainOnHistoryArrival } from './arrivalByHistory';

/**
 * On every path change the page starts at the top; on back/forward the main region takes focus,
 * so keyboard and screen-reader users land on the new content, not the old link.
 */
export function useRouteFocus(mainId: string) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  // A whole document loaded by back or forward (from a page of islands, or the back/forward cache).
  useEffect(() => focusMainOnHistoryArrival(mainId), [mainId]);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (hash) {
      const target = document.getElementById(hash.slice(1));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (navigationType === NavigationType.Pop) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType, mainId]);
}
