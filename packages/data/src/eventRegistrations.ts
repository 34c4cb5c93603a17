/**
 * Each event's registrations for staff (issue 54): a page of them at a time (public.event_registration_list, as the
 * signed-in admin: row level security decides), the attended mark, and the whole list as CSV for a spreadsheet, read
 * in pages and made safe as the inbox's export is (csvCell).
 */
import type { AppClient } from './client';
import type { Database } from './database.types';
import { AdminReadError, failure, type AdminResult } from './articles';
import { athensTimestamp } from './athensTime.ts';
import { csvByteOrderMark, csvCell } from './leadsCsv';
import { pupilClasses } from './leadForms.ts';
import { registrationStateLabels } from './registrationStates';

export type EventRegistration = Database['public']['Functions']['event_registration_list']['Returns'][number];
export type RegistrationState = EventRegistration['state'];

/** A page of the list: 100 on screen, 1000 for the export. */
export const registrationPageSizes = { screen: 100, export: 1000 } as const;

export { registrationStateLabels };

/** The pupil's class in words ('' when the event is not for pupils). */
export const pupilClassLabel = (code: string | null) => (code ? (pupilClasses.find((option) => option.value === code)?.label ?? code) : '');

/** One page of an event's registrations, in the order they came, after `after` (the last one of the page before). Throws AdminReadError. */
export async function readEventRegistrations(
  client: AppClient,
  eventId: string,
  { after, size = registrationPageSizes.screen }: { after?: Pick<EventRegistration, 'created_at' | 'registration_id'>; size?: number } = {},
): Promise<EventRegistration[]> {
  const { data, error, status } = await client.rpc('event_registration_list', {
    event: eventId,
    ...(after ? { after_created: after.created_at, after_id: after.registration_id } : {}),
    max_rows: size,
  });
  if (error) throw new AdminReadError(error.message, status);
  return data ?? [];
}

/** Marks whether a registrant came (or clears the mark). */
export async function setAttended(client: AppClient, registrationId: string, attended: boolean | null): Promise<AdminResult> {
  const { error } = await client.from('event_registrations').update({ attended }).eq('id', registrationId);
  return error ? failure(error.message) : { ok: true, data: null };
}

/** The export's columns, in order. */
const columns: readonly { header: string; value: (row: EventRegistration) => string | null }[] = [
  { header: 'Δήλωση', value: (row) => athensTimestamp(row.created_at) },
  { header: 'Όνομα', value: (row) => row.first_name },
  { header: 'Επώνυμο', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Τηλέφωνο', value: (row) => row.phone },
  { header: 'Άτομα', value: (row) => String(row.people) },
  { header: 'Τάξη', value: (row) => pupilClassLabel(row.pupil_class) },
  { header: 'Κατάσταση', value: (row) => registrationStateLabels[row.state] },
  { header: 'Από τη λίστα αναμονής', value: (row) => (row.promoted_at ? athensTimestamp(row.promoted_at) : null) },
  { header: 'Ήρθε', value: (row) => (row.attended === null ? null : row.attended ? 'Ναι' : 'Όχι') },
];

/** Every registration of an event as one CSV file: the mark Excel needs for Greek, a header, then page after page. */
export async function eventRegistrationsCsv(client: AppClient, eventId: string): Promise<string> {
  const parts = [csvByteOrderMark, `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`];
  let after: EventRegistration | undefined;
  for (;;) {
    const page = await readEventRegistrations(client, eventId, { after, size: registrationPageSizes.export });
    for (const row of page) parts.push(`${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`);
    if (page.length < registrationPageSizes.export) break;
    after = page.at(-1);
  }
  return parts.join('');
}
