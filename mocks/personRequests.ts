import { normaliseEmail, normalisePhone } from '../supabase/functions/_shared/leadConversion';
import { mockDatabase, timestamp } from './store';
import { SqlError, type Caller } from './tableRules';

type Args = Record<string, unknown>;

/** Who the request is about: the e-mail and phone normalised as the privacy migration normalises them. */
function person(args: Args) {
  const email = typeof args.email === 'string' && args.email.trim() ? normaliseEmail(args.email) : null;
  const phone = typeof args.phone === 'string' ? normalisePhone(args.phone) : '';
  if (!email && phone.length < 10) throw new SqlError('22023', 'an e-mail or a phone number of ten digits or more is needed');
  return {
    leads: mockDatabase.tables.leads.filter(
      (lead) => (email && normaliseEmail(lead.email) === email) || (phone.length >= 10 && normalisePhone(lead.phone) === phone),
    ),
    downloads: mockDatabase.tables.pdf_downloads.filter((download) => email && normaliseEmail(download.email) === email),
  };
}

const log = (caller: Caller, action: 'lookup' | 'export' | 'erase', leads: number, downloads: number) =>
  mockDatabase.tables.person_requests.push({
    id: mockDatabase.tables.person_requests.length + 1,
    at: timestamp(),
    admin_id: caller.userId,
    action,
    leads,
    downloads,
  });

/** public.person_records: admins only; the request logged without the person's data. */
export function personRecords(args: Args, caller: Caller) {
  if (!caller.isAdmin) throw new SqlError('42501', 'permission denied for function person_records');
  const purpose = args.purpose ?? 'lookup';
  if (purpose !== 'lookup' && purpose !== 'export') throw new SqlError('22023', 'purpose must be lookup or export');
  const found = person(args);
  log(caller, purpose, found.leads.length, found.downloads.length);
  const leads = found.leads.map(({ search_text: _key, ...lead }) => lead).sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  return { leads, downloads: [...found.downloads].sort((a, b) => (a.created_at < b.created_at ? 1 : -1)) };
}

/** public.erase_person: admins only; answers the counts. */
export function erasePerson(args: Args, caller: Caller) {
  if (!caller.isAdmin) throw new SqlError('42501', 'permission denied for function erase_person');
  const found = person(args);
  mockDatabase.tables.leads = mockDatabase.tables.leads.filter((lead) => !found.leads.includes(lead));
  mockDatabase.tables.pdf_downloads = mockDatabase.tables.pdf_downloads.filter((download) => !found.downloads.includes(download));
  log(caller, 'erase', found.leads.length, found.downloads.length);
  return { leads: found.leads.length, downloads: found.downloads.length, submission_ids: found.leads.map((lead) => lead.submission_id) };
}

type LeadRow = (typeof mockDatabase.tables.leads)[number];

/** The same person as this lead: by e-mail or by normalised phone. */
const samePerson = (lead: Pick<LeadRow, 'email' | 'phone'>) => ({
  lead: (other: Pick<LeadRow, 'email' | 'phone'>) =>
    normaliseEmail(other.email) === normaliseEmail(lead.email) || normalisePhone(other.phone) === normalisePhone(lead.phone),
  download: (download: { email: string }) => normaliseEmail(download.email) === normaliseEmail(lead.email),
});

/** private.wrote_before: another lead or a download of this person before this lead. */
export function wroteBefore(lead: LeadRow) {
  const same = samePerson(lead);
  return (
    mockDatabase.tables.leads.some((other) => other.id !== lead.id && other.created_at < lead.created_at && same.lead(other)) ||
    mockDatabase.tables.pdf_downloads.some((download) => download.created_at < lead.created_at && same.download(download))
  );
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) => (a.created_at < b.created_at ? 1 : -1);

/** public.person_history: admins only; the same person's other leads and downloads, newest first. */
export function personHistory(args: Args, caller: Caller) {
  if (!caller.isAdmin) throw new SqlError('42501', 'permission denied for function person_history');
  const lead = mockDatabase.tables.leads.find((row) => row.id === args.lead_id);
  if (!lead) return { leads: [], downloads: [] };
  const same = samePerson(lead);
  return {
    leads: mockDatabase.tables.leads
      .filter((other) => other.id !== lead.id && same.lead(other))
      .sort(newestFirst)
      .map(({ id, created_at, lead_source, status }) => ({ id, created_at, lead_source, status })),
    downloads: mockDatabase.tables.pdf_downloads
      .filter(same.download)
      .sort(newestFirst)
      .map(({ id, created_at, pdf_type }) => ({ id, created_at, pdf_type })),
  };
}
