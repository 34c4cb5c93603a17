import { imeridesEvents as text } from '@cg/content/imerides';
import { seatsState, type ListedEvent } from '@cg/data/publishedEvents';
import { formatClockEl, formatWeekdayDateEl } from '../lib/dates';

/** Whether a visitor may register for the event at `now`: published (listed), open, not cancelled, not begun. */
export const takesRegistrations = (event: ListedEvent, now: number) =>
  event.registration_open && event.status !== 'cancelled' && Date.parse(event.starts_at) > now;

/**
 * The registration form's choice of event: a first option that is no choice (the browser and the schema then ask for
 * one), then each event that takes registrations, named with its date and hour, and its waiting list when it is full.
 */
export function registrationChoices(events: readonly ListedEvent[], now: number) {
  const open = events.filter((event) => takesRegistrations(event, now));
  return [
    { value: '', label: text.registration.choose },
    ...open.map((event) => ({
      value: event.id,
      label: [
        event.title,
        `${formatWeekdayDateEl(event.starts_at)}, ${formatClockEl(event.starts_at)}`,
        ...(seatsState(event) === 'full' ? [text.registration.waitingList] : []),
      ].join(' · '),
    })),
  ];
}
