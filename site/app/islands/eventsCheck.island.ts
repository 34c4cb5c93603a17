import { fetchEventListing, sameEvents } from '@cg/data/publishedEvents';
import type { StoredEvents } from '../events/buildTimeEvents';
import { backend } from '../lib/backend';
import { defineIsland } from './defineIsland';
import type eventsListing from './eventsListing.island';
import { startIsland } from './startIsland';

const listing = 'eventsListing';

/**
 * /imerides without React until its list changes: once the page is idle, the list hydrates when the backend's events
 * differ from the build's (one published, moved, filled or cancelled since), or when one of the build's has begun or
 * ended (its card changes, or it leaves). Otherwise the page stays as built. A failed read is only logged.
 */
function checkEvents() {
  const marker = document.querySelector<HTMLElement>(`[data-island="${listing}"]`);
  if (!marker) return;
  const { storedEvents } = JSON.parse(marker.dataset.props ?? '{}') as { storedEvents?: StoredEvents | null };
  const now = Date.now();
  const built = storedEvents?.events ?? [];
  const moved = built.some((event) => Date.parse(event.starts_at) <= now || Date.parse(event.ends_at) <= now);
  if (!storedEvents || moved) return startIsland<typeof eventsListing>(listing);
  fetchEventListing(backend).then(
    (current) => {
      if (!sameEvents(built, current)) startIsland<typeof eventsListing>(listing);
    },
    (error: unknown) => console.warn('Οι νεότερες ημερίδες δεν φορτώθηκαν· εμφανίζονται όσες υπήρχαν στην έκδοση της σελίδας.', error),
  );
}

export default defineIsland({ name: 'eventsCheck', enhance: (_root, _props: Record<string, never>) => checkEvents(), when: 'idle' });
