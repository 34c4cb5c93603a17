/**
 * A person's data on request (GDPR articles 15, 17 and 20): every lead and sample download of one e-mail
 * or phone number, found, exported and erased through the database's own functions (person_records,
 * erase_person: admins only, each request logged without the person's data), and the retention runs.
 */
import type { AppClient } from './client';
import { AdminReadError, failure, type AdminResult } from './articles';
import type { InboxLead, SampleDownload } from './leads';
import { athensTimestamp } from './athensTime';
import { leadFields } from './leadsCsv';

export type PersonQuery = { email: string } | { phone: string };
export type PersonRecords = { leads: InboxLead[]; downloads: (SampleDownload & { user_agent?: string | null })[] };
export type RetentionRun = {
  id: number;
  ran_at: string;
  lead_cutoff: string;
  download_cutoff: string;
  leads_erased: number;
  downloads_erased: number;
};
export type PersonRequest = { id: number; at: string; action: 'lookup' | 'export' | 'erase'; leads: number; downloads: number };

export const personQueryMessages = {
  empty: 'Γράψτε ένα email ή ένα τηλέφωνο.',
  invalid: 'Χρειάζεται ένα email (με @) ή ένα τηλέφωνο με τουλάχιστον 10 ψηφία.',
} as const;

/** What staff typed: an e-mail when it has an @, otherwise a phone number of ten digits or more. */
export function personQuery(input: string): { ok: true; query: PersonQuery } | { ok: false; message: string } {
  const value = input.trim();
  if (!value) return { ok: false, message: personQueryMessages.empty };
  if (value.includes('@'))
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
      ? { ok: true, query: { email: value } }
      : { ok: false, message: personQueryMessages.invalid };
  return value.replace(/\D/g, '').length >= 10
    ? { ok: true, query: { phone: value } }
    : { ok: false, message: personQueryMessages.invalid };
}

const args = (query: PersonQuery) => ('email' in query ? { email: query.email } : { phone: query.phone });

/** Every record of the person; `export` logs the request as an export (the file staff hand over). */
export async function findPerson(client: AppClient, query: PersonQuery, purpose: 'lookup' | 'export' = 'lookup'): Promise<PersonRecords> {
  const { data, error, status } = await client.rpc('person_records', { ...args(query), purpose });
  if (error) throw new AdminReadError(error.message, status);
  const answer = (data ?? {}) as Partial<PersonRecords>;
  return { leads: answer.leads ?? [], downloads: answer.downloads ?? [] };
}

/** Erases every record of the person; answers how many of each went. */
export async function erasePerson(client: AppClient, query: PersonQuery): Promise<AdminResult<{ leads: number; downloads: number }>> {
  const { data, error } = await client.rpc('erase_person', args(query));
  if (error) return failure(error.message);
  const answer = (data ?? {}) as { leads?: number; downloads?: number };
  return { ok: true, data: { leads: answer.leads ?? 0, downloads: answer.downloads ?? 0 } };
}

/** The export's keys, in Greek as the person and staff read them. */
export const personExportLabels = {
  madeAt: 'Δημιουργήθηκε',
  leads: 'Αιτήσεις',
  downloads: 'Λήψεις δειγμάτων',
  download: {
    at: 'Ημερομηνία',
    name: 'Όνομα',
    lastname: 'Επώνυμο',
    email: 'Email',
    sample: 'Δείγμα',
    sampleCode: 'Κωδικός δείγματος',
    userAgent: 'Πρόγραμμα περιήγησης',
  },
} as const;

/**
 * The file a person gets (portability): their records with Greek keys and names (the codes beside them), dates in
 * Athens time with their offset, and when it was made. `sampleLabel` names a sample as the site does.
 */
export function personExport(records: PersonRecords, madeAt: Date, sampleLabel: (pdfType: string) => string) {
  const { download: labels } = personExportLabels;
  const file = {
    [personExportLabels.madeAt]: athensTimestamp(madeAt),
    [personExportLabels.leads]: records.leads.map((lead) =>
      Object.fromEntries(leadFields.map((field) => [field.header, field.value(lead)])),
    ),
    [personExportLabels.downloads]: records.downloads.map((download) => ({
      [labels.at]: athensTimestamp(download.created_at),
      [labels.name]: download.name,
      [labels.lastname]: download.lastname,
      [labels.email]: download.email,
      [labels.sample]: sampleLabel(download.pdf_type),
      [labels.sampleCode]: download.pdf_type,
      ...(download.user_agent ? { [labels.userAgent]: download.user_agent } : {}),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The latest retention runs and person requests, newest first (counts and dates only). */
export async function readPrivacyLog(client: AppClient, limit = 10): Promise<{ runs: RetentionRun[]; requests: PersonRequest[] }> {
  const [runs, requests] = await Promise.all([
    client
      .from('retention_runs')
      .select('id, ran_at, lead_cutoff, download_cutoff, leads_erased, downloads_erased')
      .order('ran_at', { ascending: false })
      .limit(limit),
    client.from('person_requests').select('id, at, action, leads, downloads').order('at', { ascending: false }).limit(limit),
  ]);
  const failed = runs.error ?? requests.error;
  if (failed) throw new AdminReadError(failed.message, runs.error ? runs.status : requests.status);
  return { runs: runs.data ?? [], requests: (requests.data ?? []) as PersonRequest[] };
}
