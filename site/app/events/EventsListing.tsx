import { EventCards } from '@cg/ui';
import { imeridesEvents as text } from '@cg/content/imerides';
import type { StoredEvents } from './buildTimeEvents';
import { eventCards } from './eventCard';
import { useEventListing } from './useEventListing';

export type EventsListingProps = {
  /** The events as the build read them (null: the build had no backend); the browser reads them again. */
  storedEvents: StoredEvents | null;
};

/** The upcoming events on /imerides, or the word that none is announced. */
export function EventsListing({ storedEvents }: EventsListingProps) {
  const { events, readAt } = useEventListing(storedEvents);
  const cards = eventCards(events, readAt);
  if (cards.length === 0) return <p>{text.empty}</p>;
  return <EventCards events={cards} labels={text.labels} />;
}
