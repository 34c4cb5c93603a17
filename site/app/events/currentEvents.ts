import { fetchEventListing, type ListedEvent } from '@cg/data/publishedEvents';
import { backend } from '../lib/backend';
import type { StoredEvents } from './buildTimeEvents';

let reading: Promise<ListedEvent[]> | undefined;
let known: StoredEvents | undefined;

/**
 * The backend's current events, read once per page and shared: the idle check (eventsCheck), the list and the form
 * all use the same read, so the form's «Ημερίδα» lists a new event from its first tap once the check has read it,
 * instead of the build's events for as long as a second read takes. A failed read is forgotten, so the next asks again.
 */
export function readCurrentEvents(): Promise<ListedEvent[]> {
  reading ??= fetchEventListing(backend).then(
    (events) => {
      known = { events, readAt: Date.now() };
      return events;
    },
    (error: unknown) => {
      reading = undefined;
      throw error;
    },
  );
  return reading;
}

/** The current events when they have been read already on this page. */
export const knownCurrentEvents = () => known;

/** Forgets the page's read: a story that serves other events than the one before it reads them again. */
export function forgetCurrentEvents() {
  reading = undefined;
  known = undefined;
}

const restoredFromCache = (event: PageTransitionEvent) => event.persisted;

// Back from the browser's back/forward cache, the page's read is forgotten, once, before any listener below reads: seats
// taken meanwhile (the visitor's own registration among them) are read again, not shown as they were.
if (typeof window !== 'undefined')
  addEventListener('pageshow', (event) => {
    if (restoredFromCache(event)) forgetCurrentEvents();
  });

/** Runs `shown` each time the page comes back from the browser's back/forward cache, with the events to read again. */
export function whenRestored(shown: () => void) {
  const restored = (event: PageTransitionEvent) => {
    if (restoredFromCache(event)) shown();
  };
  addEventListener('pageshow', restored);
  return () => removeEventListener('pageshow', restored);
}
