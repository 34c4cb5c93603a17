import { HttpResponse, http } from 'msw';
import { callerFrom } from './caller';
import { inboxLeads } from './inbox';
import { erasePerson, personHistory, personRecords } from './personRequests';
import { articleListing } from './articleListing';
import { mockDatabase, timestamp } from './store';
import { restUrl } from './supabaseUrl';
import { assertUnique, prepareRow, SqlError, type Caller } from './tableRules';
import { isJsonContentType } from '../supabase/rules/body';
import { attributionKeys } from '@cg/data/attribution';

type AnyRow = Record<string, unknown>;
type Args = Record<string, unknown>;

const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/**
 * The functions run with an empty search_path, so PostgreSQL names the types in their errors with
 * their schema ("domain public.email_address", "enum public.lead_source"); the table rules name them as
 * a client's own insert would.
 */
const qualified = (message: string) => message.replace(/^(value for domain|invalid input value for enum) (?!public\.)/, '$1 public.');
const statusOf = (error: SqlError, caller: Caller) =>
  error.code === '42501' ? (caller.role === 'anon' ? 401 : 403) : error.code === '23505' ? 409 : 400;

/** The functions' signatures: argument names, and which may be left out (they have a default). */
const signatures: Record<string, { required: string[]; optional: string[] }> = {
  intake_lead: { required: ['lead', 'client', 'max_per_window', 'window_seconds'], optional: ['dedupe_seconds'] },
  record_download: { required: ['download', 'client', 'max_per_window', 'window_seconds'], optional: [] },
  inbox_leads: {
    required: [],
    optional: ['form', 'status', 'received_from', 'received_before', 'search', 'source', 'page_offset', 'page_size', 'with_total'],
  },
  article_listing: { required: [], optional: ['search', 'category', 'latest_size', 'column_size'] },
  person_records: { required: [], optional: ['email', 'phone', 'purpose'] },
  erase_person: { required: [], optional: ['email', 'phone'] },
  person_history: { required: ['lead_id'], optional: [] },
};

/** private.take_intake_slot: 0, or the seconds until this client may send this kind again. */
function takeSlot(client: string, kind: 'lead' | 'download', max: number, windowSeconds: number): number {
  if (!(max >= 1 && windowSeconds >= 1)) throw new SqlError('22023', 'the throttle needs a limit and a window of at least 1');
  const windowStart = Date.now() - windowSeconds * 1000;
  mockDatabase.intakeAttempts = mockDatabase.intakeAttempts.filter((attempt) => attempt.at >= windowStart);
  const recent = mockDatabase.intakeAttempts.filter((attempt) => attempt.client === client && attempt.kind === kind);
  if (recent.length >= max)
    return Math.max(1, Math.ceil((Math.min(...recent.map((attempt) => attempt.at)) + windowSeconds * 1000 - Date.now()) / 1000));
  mockDatabase.intakeAttempts.push({ client, kind, at: Date.now() });
  return 0;
}

/** Runs a write after taking a slot; a write the table refuses takes the slot back, as the transaction's rollback does. */
function inSlot<T>(write: () => T): T {
  const attempts = mockDatabase.intakeAttempts.length;
  try {
    return write();
  } catch (error) {
    mockDatabase.intakeAttempts.splice(attempts - 1, 1);
    throw error;
  }
}

const text = (value: unknown) =>
  value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

function intakeLead(args: Args, caller: Caller) {
  const lead = args.lead as AnyRow;
  if (typeof lead !== 'object' || lead === null || Array.isArray(lead)) throw new SqlError('22023', 'lead must be a JSON object');
  const given = text(lead.submission_id) || null;
  const leads = mockDatabase.tables.leads;
  const dedupeSeconds = Number(args.dedupe_seconds ?? 300);
  const found = given
    ? leads.find((row) => row.submission_id === given)
    : leads
        .filter((row) => row.lead_source === lead.lead_source && row.email === lead.email && row.phone === lead.phone)
        .filter((row) => Date.parse(row.created_at) > Date.now() - dedupeSeconds * 1000)
        .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0];
  if (found) return { status: 'duplicate', id: found.id, submission_id: found.submission_id };
  const wait = takeSlot(String(args.client), 'lead', Number(args.max_per_window), Number(args.window_seconds));
  if (wait > 0) return { status: 'throttled', retry_after: wait };
  const record = {
    submission_id: given ?? crypto.randomUUID(),
    first_name: text(lead.first_name),
    last_name: text(lead.last_name),
    email: text(lead.email),
    phone: text(lead.phone),
    lead_source: text(lead.lead_source),
    company_name: text(lead.company_name),
    ad_consent: typeof lead.ad_consent === 'boolean' ? lead.ad_consent : null,
    ad_consent_at: text(lead.ad_consent_at),
    notice_version: text(lead.notice_version),
    attribution_known: lead.attribution_known === true,
    ...Object.fromEntries(attributionKeys.map((key) => [key, text(lead[key])])),
  };
  return inSlot(() => {
    const row = prepareRow('leads', { ...record, created_at: timestamp() }, null, caller, 'insert');
    assertUnique('leads', row, leads);
    leads.push(row as never);
    return { status: 'stored', id: row.id, submission_id: row.submission_id };
  });
}

function recordDownload(args: Args, caller: Caller) {
  const download = args.download as AnyRow;
  if (typeof download !== 'object' || download === null || Array.isArray(download))
    throw new SqlError('22023', 'download must be a JSON object');
  const wait = takeSlot(String(args.client), 'download', Number(args.max_per_window), Number(args.window_seconds));
  if (wait > 0) return { status: 'throttled', retry_after: wait };
  const record = {
    name: text(download.name),
    lastname: text(download.lastname),
    email: text(download.email),
    pdf_type: text(download.pdf_type),
    ip_address: '',
    user_agent: text(download.user_agent),
  };
  return inSlot(() => {
    mockDatabase.tables.pdf_downloads.push(
      prepareRow('pdf_downloads', { ...record, created_at: timestamp() }, null, caller, 'insert') as never,
    );
    return { status: 'stored' };
  });
}

/**
 * POST /rest/v1/rpc/<name> for /articles' listing (mocks/articleListing.ts), the inbox's reads (mocks/inbox.ts) and the intake's two functions, as the one_intake migration writes them
 * (checks, resends, double posts, the per-client throttle, the table's rules); EXECUTE is the service
 * role's only. The mocked Edge Functions call this directly.
 */
export async function answerRpc(request: Request, name: string): Promise<Response> {
  const caller = callerFrom(request);
  if (!isJsonContentType(request.headers.get('content-type')))
    return postgrestError(415, 'PGRST107', 'Content-Type not acceptable: only application/json is');
  let args: unknown;
  try {
    args = JSON.parse(await request.text());
  } catch {
    return postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    return postgrestError(400, 'PGRST102', 'The body must be a JSON object');
  const signature = signatures[name];
  const given = Object.keys(args);
  const notFound = () =>
    postgrestError(404, 'PGRST202', `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`);
  if (
    !signature ||
    given.some((arg) => ![...signature.required, ...signature.optional].includes(arg)) ||
    signature.required.some((arg) => !given.includes(arg))
  )
    return notFound();
  try {
    // EXECUTE: the inbox's reads for signed-in users (the function itself admits admins only), the intake's for the service role.
    // /articles' listing: anyone may call it.
    if (name === 'article_listing') return HttpResponse.json(articleListing(args as Args));
    if (name === 'inbox_leads') {
      if (caller.role !== 'authenticated') throw new SqlError('42501', `permission denied for function ${name}`);
      return HttpResponse.json(inboxLeads(args as Args, caller));
    }
    if (name === 'person_records' || name === 'erase_person' || name === 'person_history') {
      if (caller.role !== 'authenticated') throw new SqlError('42501', `permission denied for function ${name}`);
      const answer = { person_records: personRecords, erase_person: erasePerson, person_history: personHistory }[name];
      return HttpResponse.json(answer(args as Args, caller));
    }
    if (caller.role !== 'service_role') throw new SqlError('42501', `permission denied for function ${name}`);
    return HttpResponse.json(name === 'intake_lead' ? intakeLead(args as Args, caller) : recordDownload(args as Args, caller));
  } catch (error) {
    if (error instanceof SqlError) return postgrestError(statusOf(error, caller), error.code, qualified(error.message));
    throw error;
  }
}

export const rpcHandler = http.post(restUrl('rpc/:name'), ({ request, params }) => answerRpc(request, String(params.name)));
