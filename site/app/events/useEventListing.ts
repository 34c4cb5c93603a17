import { useEffect, useState } from 'react';
import { fetchEventListing } from '@cg/data/publishedEvents';
import { backend } from '../lib/backend';
import type { StoredEvents } from './buildTimeEvents';

/**
 * The events /imerides shows: the build's first (so the hydrated list is the prerendered one), then the backend's
 * current ones, read once the list runs in the browser: an event published, changed or filled a minute ago shows
 * without a rebuild. A failed read keeps the build's events, and is only logged; either way the clock moves on to
 * now, so an event that has ended leaves the list.
 */
export function useEventListing(stored: StoredEvents | null): StoredEvents {
  const [listing, setListing] = useState<StoredEvents>(stored ?? { events: [], readAt: 0 });
  useEffect(() => {
    const controller = new AbortController();
    fetchEventListing(backend, { signal: controller.signal }).then(
      (events) => setListing({ events, readAt: Date.now() }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Οι νεότερες ημερίδες δεν φορτώθηκαν· εμφανίζονται όσες υπήρχαν στην έκδοση της σελίδας.', error);
        setListing((built) => ({ ...built, readAt: Date.now() }));
      },
    );
    return () => controller.abort();
  }, []);
  return listing;
}
