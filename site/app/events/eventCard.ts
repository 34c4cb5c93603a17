import type { EventInfo } from '@cg/ui';
import { imeridesEvents as text } from '@cg/content/imerides';
import { seatsState, type ListedEvent } from '@cg/data/publishedEvents';
import { formatClockEl, formatWeekdayDateEl } from '../lib/dates';
import { takesRegistrations } from './registrationChoices';
import type eventRegistration from '../islands/eventRegistration.island';

/** Where a card's registration link leads: the page's form (the section every lead form's page has). */
export const registrationAnchor = '#lead-form';

/** The form's island, which chooses a card's event in it (its code, not the card's, answers the link). */
const registrationIsland: (typeof eventRegistration)['name'] = 'eventRegistration';

/** The page's anchor of one event (`/imerides#imerida-<id>`): its card, and the address its structured data gives. */
export const eventAnchor = (event: Pick<ListedEvent, 'id'>) => `imerida-${event.id}`;

/** Where a place is on a map: a search for its address, opened by the visitor's own map. */
export const mapLink = (address: string, city: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;

const badges = {
  few: { label: text.seats.few, tone: 'caution' },
  full: { label: text.seats.full, tone: 'critical' },
  closed: { label: text.seats.closed, tone: 'neutral' },
  cancelled: { label: text.seats.cancelled, tone: 'critical' },
} as const;

/** What a moved event's, a full one's or an open one's card says under its facts. */
function noteOf(event: ListedEvent, state: ReturnType<typeof seatsState>) {
  if (state === 'cancelled') return undefined;
  const moved =
    event.status === 'rescheduled' && event.previous_starts_at ? text.rescheduled(formatWeekdayDateEl(event.previous_starts_at)) : '';
  const seats = state === 'full' ? text.full : state === 'open' || state === 'few' ? text.seatsLeft(event.seats_left) : '';
  return [moved, seats].filter(Boolean).join(' ') || undefined;
}

/** One listed event as its card shows it, at the moment `now` (a started event takes no more registrations). */
export function eventCard(event: ListedEvent, now: number): EventInfo {
  const started = Date.parse(event.starts_at) <= now;
  const state = started && event.status !== 'cancelled' ? 'closed' : seatsState(event);
  const badge = state === 'open' ? undefined : badges[state];
  const inPerson = event.address !== null && event.city !== null;
  const note = noteOf(event, state);
  return {
    id: eventAnchor(event),
    title: event.title,
    text: event.description,
    audience: text.audiences[event.audience],
    date: formatWeekdayDateEl(event.starts_at),
    time: `${formatClockEl(event.starts_at)}–${formatClockEl(event.ends_at)}`,
    place: inPerson ? `${event.address}, ${event.city}` : text.online,
    ...(inPerson ? { placeLink: { href: mapLink(event.address!, event.city!), hint: text.mapHint } } : {}),
    ...(badge ? { badge } : {}),
    ...(note ? { note } : {}),
    ...(takesRegistrations(event, now)
      ? {
          action: {
            href: registrationAnchor,
            label: text.registration.cardAction,
            choose: { field: 'event', value: event.id },
            answeredInPlaceBy: registrationIsland,
          },
        }
      : {}),
  };
}

/** The events still to come or under way at `now`, as cards: an event leaves the list once it is over. */
export const eventCards = (events: readonly ListedEvent[], now: number) =>
  events.filter((event) => Date.parse(event.ends_at) > now).map((event) => eventCard(event, now));
