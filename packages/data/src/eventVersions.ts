/**
 * An event's versions (migration 20261214100000): every save that changes what it says or where is one, written by the
 * database with who and when; an earlier one is restored in one step, as a new version, its time and seats left as
 * they are. Read and restored here, and told apart in words for the back office.
 */
import type { AppClient } from './client';
import type { Database } from './database.types';
import { AdminReadError, failure, type AdminResult } from './articles';
import { eventWriteFailure } from './adminEvents';
import { describeText } from './versionWords';

export type EventVersion = Database['public']['Tables']['event_versions']['Row'];

/** The event's versions, newest first; a failed read throws AdminReadError with its status (a 5xx is worth retrying). */
export async function readEventVersions(client: AppClient, eventId: string): Promise<EventVersion[]> {
  const { data, error, status } = await client
    .from('event_versions')
    .select('*')
    .eq('event_id', eventId)
    .order('number', { ascending: false });
  if (error) throw new AdminReadError(error.message, status);
  return data;
}

/** Makes an earlier version the event's words and place again: answers the new version's number. */
export async function restoreEventVersion(client: AppClient, eventId: string, version: number): Promise<AdminResult<number>> {
  const { data, error } = await client.rpc('restore_event_version', { event: eventId, version });
  if (error?.code === 'PT404') return failure('Η έκδοση δεν βρέθηκε. Ανανεώστε τη σελίδα.');
  return error ? eventWriteFailure(error) : { ok: true, data };
}

type Versioned = Pick<EventVersion, 'title' | 'audience' | 'description' | 'address' | 'city' | 'online_url'>;

/** The words the event form uses for each field and each audience, so a version says a change as the form shows it. */
export type EventVersionWords = {
  labels: Record<keyof Versioned, string>;
  audiences: Record<Versioned['audience'], string>;
};

/** How two versions of an event differ, a line per field: «Τίτλος: από «…» σε «…»»; the audience by its Greek name. */
export function describeEventChanges(before: Versioned, after: Versioned, { labels, audiences }: EventVersionWords): string[] {
  return (Object.keys(labels) as (keyof Versioned)[])
    .filter((field) => before[field] !== after[field])
    .map((field) =>
      field === 'audience'
        ? `${labels.audience}: από «${audiences[before.audience]}» σε «${audiences[after.audience]}»`
        : describeText(labels[field], before[field], after[field]),
    );
}
