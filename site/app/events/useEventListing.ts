import { useEffect, useLayoutEffect, useState } from 'react';
import type { StoredEvents } from './buildTimeEvents';
import { knownCurrentEvents, readCurrentEvents, whenRestored } from './currentEvents';

/**
 * The events /imerides shows: the build's first (so the hydrated list is the prerendered one), then the backend's
 * current ones, read once the list runs in the browser (or already read by the page's idle check, then at once): an
 * event published, changed or filled a minute ago shows without a rebuild. A failed read keeps the build's events, and is only logged; either way the clock moves on to
 * now, so an event that has ended leaves the list.
 */
export function useEventListing(stored: StoredEvents | null): StoredEvents {
  // Hydrated as built (the prerendered HTML's events), then at once, before the first paint, what the page has read.
  const [listing, setListing] = useState<StoredEvents>(stored ?? { events: [], readAt: 0 });
  useLayoutEffect(() => {
    const known = knownCurrentEvents();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: what the page read is the browser's
    if (known) setListing(known);
  }, []);
  useEffect(() => {
    let mounted = true;
    const read = () =>
      readCurrentEvents().then(
        (events) => mounted && setListing({ events, readAt: Date.now() }),
        (error: unknown) => {
          if (!mounted) return;
          console.warn('Οι νεότερες ημερίδες δεν φορτώθηκαν· εμφανίζονται όσες υπήρχαν στην έκδοση της σελίδας.', error);
          setListing((built) => ({ ...built, readAt: Date.now() }));
        },
      );
    void read();
    // Back from the browser's cache: read again (a registration made meanwhile took seats).
    const stopListening = whenRestored(() => void read());
    return () => {
      mounted = false;
      stopListening();
    };
  }, []);
  return listing;
}
