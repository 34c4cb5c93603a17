/**
 * The back office's events (issue 54): what staff type in (a date and two times on Athens's clock, a place or an
 * online link, seats), checked with Greek messages, turned into the table's row, and the writes the event manager
 * makes. Row level security decides who may (admins only); the table's CHECKs repeat the rules.
 */
import * as v from 'valibot';
import type { AppClient } from './client';
import type { Database } from './database.types';
import { athensDateAndTime, athensInstant } from './athensTime.ts';
import { isPlainText, isSingleLine } from './limits.ts';
import { messages } from './messages.ts';
import { eventAudiences } from './publishedEvents.ts';
import { AdminReadError, failure, type AdminResult } from './articles';

export type AdminEvent = Database['public']['Tables']['events']['Row'];

/** The event form's own messages (the specification leaves them to us). */
export const eventMessages = {
  title: 'Γράψτε τίτλο (τουλάχιστον 3 χαρακτήρες).',
  date: 'Διαλέξτε ημερομηνία.',
  time: 'Γράψτε ώρα, π.χ. 09:00.',
  endAfterStart: 'Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης.',
  noSuchTime: 'Αυτή η ώρα δεν υπάρχει εκείνη τη μέρα (αλλαγή ώρας). Διαλέξτε άλλη.',
  past: 'Η ημερίδα πρέπει να ξεκινά στο μέλλον.',
  address: 'Γράψτε τη διεύθυνση (τουλάχιστον 3 χαρακτήρες).',
  city: 'Γράψτε την πόλη.',
  onlineUrl: 'Γράψτε τον σύνδεσμο της διαδικτυακής ημερίδας (https://…).',
  seats: 'Οι θέσεις είναι ακέραιος αριθμός από 1 έως 5000.',
  seatsBelowTaken: (taken: number) =>
    `Οι επιβεβαιωμένες δηλώσεις κρατούν ήδη ${taken} ${taken === 1 ? 'θέση' : 'θέσεις'}· οι θέσεις δεν μπορούν να είναι λιγότερες.`,
  audience: 'Διαλέξτε σε ποιους απευθύνεται.',
  notDraft: 'Μόνο ένα πρόχειρο χωρίς εγγραφές διαγράφεται. Αποσύρετε ή ακυρώστε την ημερίδα.',
  gone: 'Η ημερίδα δεν βρέθηκε. Ίσως διαγράφηκε στο μεταξύ· ανανεώστε τη λίστα.',
  copySuffix: ' (αντίγραφο)',
} as const;

/** The database's words when an edit would leave fewer seats than the confirmed registrations hold. */
const seatsBelowConfirmed = 'seats below the confirmed registrations';

/** The database's refusal of an event write, in Greek where the reason is known, with its own words after. */
export function eventWriteFailure(error: { code?: string; message?: string; details?: string | null }) {
  // The seats' floor (events_seats_cover_confirmed): registrations confirmed since the form was opened.
  if (error.code === '23514' && error.message === seatsBelowConfirmed && error.details)
    return failure(eventMessages.seatsBelowTaken(Number(error.details)));
  const known: Record<string, string> = {
    '23514': 'Κάποιο στοιχείο της ημερίδας δεν έγινε δεκτό: ελέγξτε ημερομηνία, ώρες, τόπο ή σύνδεσμο και θέσεις.',
    // RESTRICT (23001) or NO ACTION (23503): registrations hold the event.
    '23001': eventMessages.notDraft,
    '23503': eventMessages.notDraft,
    '42501': 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  };
  const reason = error.code ? known[error.code] : undefined;
  return failure(reason ?? (error.message || 'Κάτι πήγε στραβά'));
}

/** The inputs' own limits, as the table's CHECKs hold them. */
export const eventLimits = { title: 150, description: 2000, address: 200, city: 100, onlineUrl: 500, seats: 5000 } as const;

const singleLine = (max: number, empty: string) =>
  v.pipe(v.string(), v.trim(), v.check(isSingleLine, messages.singleLine), v.maxLength(max, messages.tooLong(max)), v.nonEmpty(empty));

/** What the event form holds, every value text (as a form posts it). */
export const eventSchema = v.object({
  title: v.pipe(singleLine(eventLimits.title, eventMessages.title), v.minLength(3, eventMessages.title)),
  audience: v.pipe(
    v.string(),
    v.check((value) => (eventAudiences as readonly string[]).includes(value), eventMessages.audience),
  ),
  description: v.pipe(
    v.string(),
    v.check(isPlainText, messages.plainText),
    v.maxLength(eventLimits.description, messages.tooLong(eventLimits.description)),
  ),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, eventMessages.date)),
  startTime: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, eventMessages.time)),
  endTime: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, eventMessages.time)),
  /** 'place' (an address and a city) or 'online' (a link, sent to those who register). */
  where: v.pipe(
    v.string(),
    v.check((value) => value === 'place' || value === 'online', messages.required),
  ),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.check(isSingleLine, messages.singleLine),
    v.maxLength(eventLimits.address, messages.tooLong(eventLimits.address)),
  ),
  city: v.pipe(
    v.string(),
    v.trim(),
    v.check(isSingleLine, messages.singleLine),
    v.maxLength(eventLimits.city, messages.tooLong(eventLimits.city)),
  ),
  onlineUrl: v.pipe(v.string(), v.trim(), v.maxLength(eventLimits.onlineUrl, messages.tooLong(eventLimits.onlineUrl))),
  seats: v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, eventMessages.seats),
    v.check((value) => Number(value) >= 1 && Number(value) <= eventLimits.seats, eventMessages.seats),
  ),
  /** 'open' or 'closed'. */
  registration: v.pipe(
    v.string(),
    v.check((value) => value === 'open' || value === 'closed', messages.required),
  ),
});

export type EventValues = v.InferOutput<typeof eventSchema>;

/** A new event's form: a morning for pupils at a place, fifty seats, registrations open; the day is staff's to pick. */
export const blankEvent: EventValues = {
  title: '',
  audience: 'pupils',
  description: '',
  date: '',
  startTime: '09:00',
  endTime: '14:00',
  where: 'place',
  address: '',
  city: '',
  onlineUrl: '',
  seats: '50',
  registration: 'open',
};
export type EventIssue = { field: keyof EventValues; message: string };

type EventRow = Pick<
  AdminEvent,
  'title' | 'audience' | 'description' | 'starts_at' | 'ends_at' | 'address' | 'city' | 'online_url' | 'seats' | 'registration_open'
>;

const isSecureLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * The rules between fields, and the row they make: the times on Athens's clock that day (summer or winter), an end
 * after the start, a start still to come, a place or a link, at least the seats confirmed registrations already hold
 * (`taken`, for an edit). Issues name their field; none means the row is ready.
 */
export function eventRow(values: EventValues, now: number, taken = 0): { row: EventRow; issues: [] } | { row: null; issues: EventIssue[] } {
  const issues: EventIssue[] = [];
  if (Number(values.seats) < taken) issues.push({ field: 'seats', message: eventMessages.seatsBelowTaken(taken) });
  const startsAt = athensInstant(values.date, values.startTime);
  const endsAt = athensInstant(values.date, values.endTime);
  if (!startsAt) issues.push({ field: 'startTime', message: eventMessages.noSuchTime });
  if (!endsAt) issues.push({ field: 'endTime', message: eventMessages.noSuchTime });
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    issues.push({ field: 'endTime', message: eventMessages.endAfterStart });
  if (startsAt && Date.parse(startsAt) <= now) issues.push({ field: 'date', message: eventMessages.past });
  const inPerson = values.where === 'place';
  if (inPerson && values.address.length < 3) issues.push({ field: 'address', message: eventMessages.address });
  if (inPerson && values.city.length < 2) issues.push({ field: 'city', message: eventMessages.city });
  if (!inPerson && !isSecureLink(values.onlineUrl)) issues.push({ field: 'onlineUrl', message: eventMessages.onlineUrl });
  if (issues.length || !startsAt || !endsAt) return { row: null, issues };
  return {
    row: {
      title: values.title,
      audience: values.audience as EventRow['audience'],
      description: values.description.trim(),
      starts_at: startsAt,
      ends_at: endsAt,
      address: inPerson ? values.address : null,
      city: inPerson ? values.city : null,
      online_url: inPerson ? null : values.onlineUrl,
      seats: Number(values.seats),
      registration_open: values.registration === 'open',
    },
    issues: [],
  };
}

/** An event as the form opens it for editing (or as a copy's starting point). */
export function eventValuesOf(event: AdminEvent): EventValues {
  const start = athensDateAndTime(event.starts_at);
  return {
    title: event.title,
    audience: event.audience,
    description: event.description,
    date: start.date,
    startTime: start.time,
    endTime: athensDateAndTime(event.ends_at).time,
    where: event.online_url ? 'online' : 'place',
    address: event.address ?? '',
    city: event.city ?? '',
    onlineUrl: event.online_url ?? '',
    seats: String(event.seats),
    registration: event.registration_open ? 'open' : 'closed',
  };
}

/** How many events of each part the manager lists: the next ones, and the latest past ones. */
export const eventListSizes = { upcoming: 100, past: 30 } as const;

/** An event as the manager lists it: with the seats its registrations take and how many wait. */
export type ListedAdminEvent = AdminEvent & { taken: number; waiting: number };

/** Events not yet over, soonest first, then past ones, latest first; each part bounded, with their counts. Throws AdminReadError. */
export async function readAdminEvents(client: AppClient, now: number): Promise<{ upcoming: ListedAdminEvent[]; past: ListedAdminEvent[] }> {
  const at = new Date(now).toISOString();
  const [upcoming, past] = await Promise.all([
    client.from('events').select('*').gte('ends_at', at).order('starts_at').order('id').limit(eventListSizes.upcoming),
    client.from('events').select('*').lt('ends_at', at).order('starts_at', { ascending: false }).order('id').limit(eventListSizes.past),
  ]);
  const failed = upcoming.error ? upcoming : past.error ? past : null;
  if (failed?.error) throw new AdminReadError(failed.error.message, failed.status);
  const events = [...(upcoming.data ?? []), ...(past.data ?? [])];
  const counts = events.length
    ? await client.rpc('event_counts', { event_ids: events.map((event) => event.id) })
    : { data: [], error: null, status: 200 };
  if (counts.error) throw new AdminReadError(counts.error.message, counts.status);
  const byEvent = new Map((counts.data ?? []).map((row) => [row.event_id, row]));
  const withCounts = (event: AdminEvent): ListedAdminEvent => ({
    ...event,
    taken: byEvent.get(event.id)?.taken ?? 0,
    waiting: byEvent.get(event.id)?.waiting ?? 0,
  });
  return { upcoming: (upcoming.data ?? []).map(withCounts), past: (past.data ?? []).map(withCounts) };
}

/** A new event, as a draft (published: false) until staff publish it. */
export async function createEvent(client: AppClient, row: EventRow): Promise<AdminResult<string>> {
  const { data, error } = await client
    .from('events')
    .insert({ ...row, published: false })
    .select('id');
  if (error || !data?.[0]) return eventWriteFailure(error ?? {});
  return { ok: true, data: data[0].id };
}

/**
 * Saves an edited event. A published event whose start moves is marked rescheduled, keeping the first start it was
 * announced with (the page and its structured data say so; registrants are told).
 */
export async function updateEvent(client: AppClient, current: AdminEvent, row: EventRow): Promise<AdminResult> {
  // Compared as instants: the database answers `+00:00`, the form's row says `Z`, for the same moment.
  const moved = current.published && Date.parse(row.starts_at) !== Date.parse(current.starts_at) && current.status !== 'cancelled';
  const schedule = moved ? { status: 'rescheduled' as const, previous_starts_at: current.previous_starts_at ?? current.starts_at } : {};
  const { data, error } = await client
    .from('events')
    .update({ ...row, ...schedule })
    .eq('id', current.id)
    .select('id');
  if (error) return eventWriteFailure(error);
  return data?.length ? { ok: true, data: null } : failure(eventMessages.gone);
}

const changeEvent = async (
  client: AppClient,
  id: string,
  change: Database['public']['Tables']['events']['Update'],
): Promise<AdminResult> => {
  const { data, error } = await client.from('events').update(change).eq('id', id).select('id');
  if (error) return eventWriteFailure(error);
  return data?.length ? { ok: true, data: null } : failure(eventMessages.gone);
};

/** Publish or withdraw: a withdrawn event leaves the page, its registrations stay. */
export const setEventPublished = (client: AppClient, id: string, published: boolean) => changeEvent(client, id, { published });

/** Cancels an event: it stays on the page marked cancelled, and takes no more registrations. */
export const cancelEvent = (client: AppClient, id: string) => changeEvent(client, id, { status: 'cancelled', registration_open: false });

/** A copy of an event as a new draft (a recurring event): the same text, place and seats, for staff to date. */
export async function duplicateEvent(client: AppClient, event: AdminEvent): Promise<AdminResult<string>> {
  const suffix = eventMessages.copySuffix;
  return createEvent(client, {
    title: event.title.length + suffix.length <= eventLimits.title ? event.title + suffix : event.title,
    audience: event.audience,
    description: event.description,
    starts_at: event.starts_at,
    ends_at: event.ends_at,
    address: event.address,
    city: event.city,
    online_url: event.online_url,
    seats: event.seats,
    registration_open: true,
  });
}

/** Deletes a draft nobody registered for; a published event, or one with registrations, is refused in Greek. */
export async function deleteEvent(client: AppClient, id: string): Promise<AdminResult> {
  const { data, error } = await client.from('events').delete().eq('id', id).select('id');
  if (error) return eventWriteFailure(error);
  return data?.length ? { ok: true, data: null } : failure(eventMessages.notDraft);
}
