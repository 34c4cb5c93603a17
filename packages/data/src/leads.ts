/**
 * The lead inbox's calls (admins only: the database refuses everyone else). Reads page in the database
 * (public.inbox_leads, with the total), so a page costs the same with 10 or 10,000 leads.
 */
import type { AppClient } from './client';
import { AdminReadError, failure, type AdminResult } from './articles';
import type { Database } from './database.types';
import { leadForms, type LeadFormKey } from './leadForms';

type Tables = Database['public']['Tables'];
export type LeadStatus = Database['public']['Enums']['lead_status'];
/** A registration's event and place, as the inbox's rows carry it (public.inbox_leads). */
export type LeadRegistration = {
  title: string;
  starts_at: string;
  state: Database['public']['Enums']['registration_state'];
  people: number;
};
/**
 * A stored lead as staff read it; the inbox's rows also say whether the person wrote before and, for an event
 * registration, its event.
 */
export type InboxLead = Omit<Tables['leads']['Row'], 'search_text'> & { repeat_contact?: boolean; registration?: LeadRegistration | null };
export type SampleDownload = Pick<Tables['pdf_downloads']['Row'], 'id' | 'created_at' | 'name' | 'lastname' | 'email' | 'pdf_type'>;

/** The statuses in their order, and what staff read. */
export const leadStatuses = ['new', 'contacted', 'done'] as const satisfies readonly LeadStatus[];
export const leadStatusLabels: Record<LeadStatus, string> = { new: 'Νέο', contacted: 'Σε επικοινωνία', done: 'Ολοκληρώθηκε' };

/** The thank-you page's promise: a call back within 24 hours. A new lead older than that is overdue. */
export const callbackHours = 24;
export const isOverdue = (lead: Pick<InboxLead, 'status' | 'created_at'>, now: number) =>
  lead.status === 'new' && Date.parse(lead.created_at) < now - callbackHours * 3_600_000;

export type InboxFilters = {
  form?: LeadFormKey;
  status?: LeadStatus;
  /** Received at or after this instant (ISO). */
  from?: string;
  /** Received before this instant (ISO). */
  before?: string;
  /** Searched in name, e-mail and phone, whatever the case and accents. */
  q?: string;
  /** A utm_source (any case), 'direct' or 'unknown'. */
  source?: string;
};

export const inboxPageSize = 25;
/** The most rows one read returns (Supabase's max_rows); the export reads in batches of this. */
export const readBatch = 1000;

const leadColumns =
  'id, created_at, submission_id, first_name, last_name, email, phone, lead_source, company_name, status, status_changed_by, status_changed_at, first_contact_at, note, ad_consent, ad_consent_at, notice_version, attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, fbclid, gclid';

/** The most characters of a search the inbox sends; the database reads no more than 200. */
export const searchMaxLength = 100;

/**
 * One page through public.inbox_leads: the database checks the caller is an admin and plans the query
 * for the filters given, so its indexes serve them (under row level security they could not serve a
 * search or a status filter on the table itself).
 */
async function readPage(client: AppClient, filters: InboxFilters, offset: number, pageSize: number, withTotal: boolean) {
  const { data, error, status } = await client.rpc('inbox_leads', {
    form: filters.form ? leadForms[filters.form].leadSource : undefined,
    status: filters.status,
    received_from: filters.from,
    received_before: filters.before,
    search: filters.q?.trim().slice(0, searchMaxLength) || undefined,
    source: filters.source?.trim().toLowerCase().slice(0, 100) || undefined,
    page_offset: offset,
    page_size: pageSize,
    with_total: withTotal,
  });
  if (error) throw new AdminReadError(error.message, status);
  const answer = (data ?? {}) as { rows?: InboxLead[]; total?: number | null };
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** One page of leads, newest first, and how many the filters match. */
export async function readLeads(
  client: AppClient,
  filters: InboxFilters,
  page: number,
  pageSize = inboxPageSize,
): Promise<{ rows: InboxLead[]; total: number }> {
  return readPage(client, filters, (page - 1) * pageSize, pageSize, true);
}

/** One lead by its id (the inbox's detail, and the link in the new-lead e-mail); null when it is gone. */
export async function readLead(client: AppClient, id: string): Promise<InboxLead | null> {
  const { data, error, status } = await client.from('leads').select(leadColumns).eq('id', id).limit(1);
  if (error) throw new AdminReadError(error.message, status);
  const lead = (data ?? [])[0] ?? null;
  return lead && lead.lead_source === leadForms.imerides.leadSource ? { ...lead, registration: await readRegistration(client, id) } : lead;
}

/** A registration lead's event and place, as the inbox's rows carry it (null when it has none). */
async function readRegistration(client: AppClient, leadId: string): Promise<LeadRegistration | null> {
  const registration = await client.from('event_registrations').select('event_id, state, people').eq('lead_id', leadId).limit(1);
  if (registration.error) throw new AdminReadError(registration.error.message, registration.status);
  const [row] = registration.data ?? [];
  if (!row) return null;
  const event = await client.from('events').select('title, starts_at').eq('id', row.event_id).limit(1);
  if (event.error) throw new AdminReadError(event.error.message, event.status);
  const [found] = event.data ?? [];
  return found ? { title: found.title, starts_at: found.starts_at, state: row.state, people: row.people } : null;
}

/** How many new leads have waited longer than the callback promise. */
export async function countOverdue(client: AppClient, now: number): Promise<number> {
  const { total } = await readPage(client, { status: 'new', before: new Date(now - callbackHours * 3_600_000).toISOString() }, 0, 1, true);
  return total;
}

/**
 * Every lead the filters match, newest first, read in batches (for the CSV export). Leads that arrive
 * while it reads are left for the next export, so none shifts the batches into a row read twice.
 */
export async function* readAllLeads(
  client: AppClient,
  filters: InboxFilters,
  batch = readBatch,
  now = new Date(),
): AsyncGenerator<InboxLead[]> {
  const startedAt = now.toISOString();
  const upTo = { ...filters, before: filters.before && filters.before < startedAt ? filters.before : startedAt };
  for (let offset = 0; ; offset += batch) {
    const { rows } = await readPage(client, upTo, offset, batch, false);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

const written = (error: { message: string } | null): AdminResult => (error ? failure(error.message) : { ok: true, data: null });

/** The database stamps who changed the status and when. */
export async function setLeadStatus(client: AppClient, id: string, status: LeadStatus): Promise<AdminResult> {
  const { error } = await client.from('leads').update({ status }).eq('id', id);
  return written(error);
}

export async function saveLeadNote(client: AppClient, id: string, note: string): Promise<AdminResult> {
  const { error } = await client
    .from('leads')
    .update({ note: note.trim() || null })
    .eq('id', id);
  return written(error);
}

/** Erases a lead for good (the visitor's right to be forgotten). */
export async function deleteLead(client: AppClient, id: string): Promise<AdminResult> {
  const { error } = await client.from('leads').delete().eq('id', id);
  return written(error);
}

/** One page of sample downloads, newest first, with the total. */
export async function readDownloads(
  client: AppClient,
  page: number,
  pageSize = inboxPageSize,
): Promise<{ rows: SampleDownload[]; total: number }> {
  const from = (page - 1) * pageSize;
  const { data, error, status, count } = await client
    .from('pdf_downloads')
    .select('id, created_at, name, lastname, email, pdf_type', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw new AdminReadError(error.message, status);
  return { rows: data ?? [], total: count ?? 0 };
}
