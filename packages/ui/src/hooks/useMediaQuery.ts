import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. For parts that render differently at a width
 * (a table on a desk, cards on a phone) where CSS alone would keep both in the page; the server and the
 * first render assume it does not match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
