import type { AdminEventAction, AdminEventRow } from '@cg/ui';
import type { ListedAdminEvent } from '@cg/data';
import { adminEventTexts as text } from '@cg/content/adminEventTexts';
import { imeridesEvents } from '@cg/content/imerides';
import { formatClockEl, formatWeekdayDateEl } from '../../lib/dates';

const states = text.table.states;

/**
 * What may be done with an event now: its registrations read whenever it has any; a past one only copied; a cancelled
 * one copied or withdrawn; a draft deleted.
 */
function actionsOf(event: ListedAdminEvent, over: boolean): AdminEventAction[] {
  const withdraw: AdminEventAction = event.published ? 'unpublish' : 'publish';
  const deletable: AdminEventAction[] = event.published ? [] : ['delete'];
  const registrations: AdminEventAction[] = event.taken + event.waiting > 0 || event.published ? ['registrations'] : [];
  if (over) return [...registrations, 'duplicate', ...deletable];
  if (event.status === 'cancelled') return [...registrations, withdraw, 'duplicate', ...deletable];
  return [...registrations, 'edit', withdraw, 'duplicate', 'cancel', ...deletable];
}

/** One event as the manager's table shows it, at the moment `now`. */
export function eventTableRow(event: ListedAdminEvent, now: number): AdminEventRow {
  const over = Date.parse(event.ends_at) <= now;
  return {
    id: event.id,
    title: event.title,
    audience: imeridesEvents.audiences[event.audience],
    when: {
      iso: event.starts_at,
      display: `${formatWeekdayDateEl(event.starts_at)}, ${formatClockEl(event.starts_at)}–${formatClockEl(event.ends_at)}`,
    },
    place: event.online_url ? text.table.online : `${event.address}, ${event.city}`,
    seats: text.table.seats(event.taken, event.seats, event.waiting),
    states: [
      event.published ? { label: states.published, tone: 'positive' as const } : { label: states.draft, tone: 'neutral' as const },
      ...(event.status === 'rescheduled' ? [{ label: states.rescheduled, tone: 'caution' as const }] : []),
      ...(event.status === 'cancelled' ? [{ label: states.cancelled, tone: 'critical' as const }] : []),
      ...(!event.registration_open && event.status !== 'cancelled' ? [{ label: states.closed, tone: 'neutral' as const }] : []),
      ...(over ? [{ label: states.over, tone: 'neutral' as const }] : []),
    ],
    actions: actionsOf(event, over),
  };
}
