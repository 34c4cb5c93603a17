import { sameEvents } from '@cg/data/publishedEvents';
import type { StoredEvents } from '../events/buildTimeEvents';
import { readCurrentEvents, whenRestored } from '../events/currentEvents';
import { defineIsland } from './defineIsland';
import type eventRegistration from './eventRegistration.island';
import type eventsListing from './eventsListing.island';
import { startIsland } from './startIsland';

const listing = 'eventsListing';

/**
 * /imerides without React until its list changes: once the page is idle, the list hydrates when the backend's events
 * differ from the build's (one published, moved, filled or cancelled since), or when one of the build's has begun or
 * ended (its card changes, or it leaves), and the registration form with it, so its «Ημερίδα» lists the same events
 * as the cards before the visitor's first tap (it lagged the list by a second read). Otherwise the page stays as
 * built. A failed read is only logged.
 */
function checkEvents() {
  const marker = document.querySelector<HTMLElement>(`[data-island="${listing}"]`);
  if (!marker) return;
  const { storedEvents } = JSON.parse(marker.dataset.props ?? '{}') as { storedEvents?: StoredEvents | null };
  const now = Date.now();
  const built = storedEvents?.events ?? [];
  const moved = built.some((event) => Date.parse(event.starts_at) <= now || Date.parse(event.ends_at) <= now);
  const refresh = () => {
    startIsland<typeof eventsListing>(listing);
    startIsland<typeof eventRegistration>('eventRegistration');
  };
  if (!storedEvents || moved) return refresh();
  readCurrentEvents().then(
    (current) => {
      if (!sameEvents(built, current)) refresh();
    },
    (error: unknown) => console.warn('Οι νεότερες ημερίδες δεν φορτώθηκαν· εμφανίζονται όσες υπήρχαν στην έκδοση της σελίδας.', error),
  );
}

export default defineIsland({
  name: 'eventsCheck',
  enhance: (_root, _props: Record<string, never>) => {
    checkEvents();
    // Back from the cache, as at the first idle moment: the list hydrates if its events changed meanwhile.
    whenRestored(checkEvents);
  },
  when: 'idle',
});
