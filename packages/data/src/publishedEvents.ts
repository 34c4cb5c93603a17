/**
 * Published events as anyone may read them (public.event_listing): a plain PostgREST call with the anon key and no
 * client library, at build time by the prerender and in the browser to check the page against the backend. Each row
 * is checked by hand (no schema library on the public page): a malformed row is dropped, never rendered.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
import { callAnonRpc, type BackendAddress, type ReadOptions } from './anonRpc.ts';

export const eventAudiences = ['pupils', 'parents', 'schools', 'everyone'] as const;
export type EventAudience = (typeof eventAudiences)[number];
export const eventStatuses = ['scheduled', 'rescheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export type ListedEvent = {
  id: string;
  title: string;
  audience: EventAudience;
  description: string;
  starts_at: string;
  ends_at: string;
  previous_starts_at: string | null;
  address: string | null;
  city: string | null;
  /** Online: its meeting link goes to those who register, never to the page. */
  online: boolean;
  seats: number;
  seats_left: number;
  waiting: boolean;
  registration_open: boolean;
  status: EventStatus;
  updated_at: string;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isOptionalText = (value: unknown, max: number) => value === null || isText(value, max);
const isMoment = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const checks: { [K in keyof ListedEvent]: (value: unknown) => boolean } = {
  id: (value) => typeof value === 'string' && uuidPattern.test(value),
  title: (value) => isText(value, 150) && value.trim() !== '',
  audience: (value) => eventAudiences.includes(value as EventAudience),
  description: (value) => isText(value, 2000),
  starts_at: isMoment,
  ends_at: isMoment,
  previous_starts_at: (value) => value === null || isMoment(value),
  address: (value) => isOptionalText(value, 200),
  city: (value) => isOptionalText(value, 100),
  online: (value) => typeof value === 'boolean',
  seats: isCount,
  seats_left: isCount,
  waiting: (value) => typeof value === 'boolean',
  registration_open: (value) => typeof value === 'boolean',
  status: (value) => eventStatuses.includes(value as EventStatus),
  updated_at: isMoment,
};
const keys = Object.keys(checks) as (keyof ListedEvent)[];

const isRecord = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

/** A row as the page may show it: every field checked, and somewhere to be (a place or a link). */
export const isListedEvent = (row: unknown): row is ListedEvent =>
  isRecord(row) && keys.every((key) => checks[key](row[key])) && ((row.address !== null && row.city !== null) || row.online === true);

export class EventReadError extends Error {
  constructor(readonly status: number) {
    super(`The events could not be read (${status}).`);
    this.name = 'EventReadError';
  }
}

/** The most the page lists: a season's information days, never an unbounded list. */
export const listedEventsMax = 24;

/** Published events not yet over, soonest first, with their seats left; at most `listedEventsMax`. */
export async function fetchEventListing(backend: BackendAddress, options: ReadOptions = {}): Promise<ListedEvent[]> {
  const response = await callAnonRpc(backend, 'event_listing', { max_events: listedEventsMax }, options);
  if (!response.ok) throw new EventReadError(response.status);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new EventReadError(response.status);
  return body.filter(isListedEvent).map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])) as ListedEvent);
}

/** Two listings the same as far as the page shows them (the browser's check against the build's). */
export const sameEvents = (a: readonly ListedEvent[], b: readonly ListedEvent[]) =>
  a.length === b.length &&
  a.every((event, index) => {
    const other = b[index]!;
    return keys.every((key) => event[key] === other[key]);
  });

/** What a visitor can still do about an event's seats. */
export type SeatsState = 'open' | 'few' | 'full' | 'closed' | 'cancelled';

/** Under this many seats left (or a tenth of the event's, when that is more), the page says «Τελευταίες θέσεις». */
export const fewSeatsLeft = (seats: number) => Math.max(5, Math.ceil(seats / 10));

export function seatsState(event: Pick<ListedEvent, 'seats' | 'seats_left' | 'waiting' | 'registration_open' | 'status'>): SeatsState {
  if (event.status === 'cancelled') return 'cancelled';
  if (!event.registration_open) return 'closed';
  if (event.seats_left === 0 || event.waiting) return 'full';
  return event.seats_left <= fewSeatsLeft(event.seats) ? 'few' : 'open';
}
