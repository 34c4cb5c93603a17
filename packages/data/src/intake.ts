/**
 * The browser's side of the one intake: a hydrated form sends the same submission the plain HTML form
 * posts (application/x-www-form-urlencoded, so no CORS preflight), asking for JSON, to the lead-intake
 * or sample-download Edge Function. No supabase-js: the public pages never write to the database.
 *
 * Reached by the Edge Functions under Deno too (the answers' shapes): imports name their files in full.
 */
import { leadForms, type LeadFormKey } from './leadForms.ts';
import type { LeadValues } from './leadRow.ts';
import type { FieldIssue, SampleDownloadValues } from './schemas.ts';
import { attributionFields, type Attribution } from './attribution.ts';
import { consentFields, type ConsentRecord } from './privacy.ts';
import type { SampleProduct } from './sampleDownload.ts';

/** What the intake functions answer a request that accepts JSON. */
export type IntakeAnswer =
  /** 200: stored now, or already stored by an earlier try of the same submission. */
  | { status: 'stored' }
  /** 200 from sample-download: the sample's address (the record may or may not have been kept). */
  | { status: 'ready'; url: string }
  /** 422: the Greek message for each field to fix. */
  | { status: 'invalid'; issues: FieldIssue[] }
  /** 429: too many submissions from this connection; the Greek message to show. */
  | { status: 'throttled'; message: string }
  /** 409: the submission id names another lead (another form's, another person's); nothing stored. */
  | { status: 'conflict'; message: string }
  /** Any other 4xx: a request the function cannot take (it says why, in Greek). */
  | { status: 'refused'; message: string }
  /** 5xx: the function or the database failed; worth another try. */
  | { status: 'failed'; message: string };

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; issues: FieldIssue[] }
  | { ok: false; reason: 'throttled'; message: string }
  /** Not stored: the submission id was another lead's. Sent again with a new id, it is this lead. */
  | { ok: false; reason: 'conflict' }
  /** Not stored; `later`: the intake could not be reached or failed (a network error, a 5xx), so the same submission may pass later. */
  | { ok: false; reason: 'failed'; detail: string; later: boolean };

export type SendOptions = {
  /** Kept with the filled form until it succeeds, so retries and resends never store a lead twice. */
  submissionId: string;
  /** The visitor's answer on advertising measurement, as stored on the device (none: no conversion). */
  consent?: ConsentRecord | null;
  /** Where the visit came from, as its first page kept it (none: the intake records an unknown source). */
  attribution?: Attribution | null;
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network failures and server errors may pass on a retry; a refusal or a throttle will not. */
const isTransient = (status: number) => status === 0 || status >= 500;

async function post(
  endpoint: string,
  body: URLSearchParams,
  send: typeof fetch,
): Promise<{ status: number; answer: IntakeAnswer | null; detail: string }> {
  try {
    const response = await send(endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body });
    const answer = (await response.json().catch(() => null)) as IntakeAnswer | null;
    return { status: response.status, answer, detail: `lead-intake answered ${response.status}` };
  } catch (error) {
    return { status: 0, answer: null, detail: error instanceof Error ? error.message : 'network error' };
  }
}

/**
 * The body a form posts: its key, its own fields (nothing else), from a hydrated page the submission id,
 * and the visitor's answer on advertising measurement and the visit's attribution when there are.
 */
export function leadSubmission<F extends LeadFormKey>(
  form: F,
  values: LeadValues<F>,
  submissionId?: string,
  consent?: ConsentRecord | null,
  attribution?: Attribution | null,
): URLSearchParams {
  const body = new URLSearchParams({ form });
  for (const { name } of leadForms[form].fields) body.set(name, (values as Record<string, string | undefined>)[name] ?? '');
  if (submissionId) body.set('submission_id', submissionId);
  if (consent) {
    body.set(consentFields.choice, consent.choice);
    body.set(consentFields.at, consent.at);
    body.set(consentFields.noticeVersion, consent.noticeVersion);
  }
  if (attribution) for (const [name, value] of attributionFields(attribution)) body.set(name, value);
  return body;
}

/**
 * Sends a lead to lead-intake. Transient failures are retried with exponential backoff, three tries in
 * all, always with the same submission id, so a try whose answer was lost is never stored twice.
 */
export async function submitLead<F extends LeadFormKey>(
  endpoint: string,
  form: F,
  values: LeadValues<F>,
  { submissionId, consent, attribution, ...sending }: SendOptions,
): Promise<SubmitResult> {
  return sendSubmission(endpoint, leadSubmission(form, values, submissionId, consent, attribution), sending);
}

/** The same submission under a new id: what a page sends when its id turned out to be another lead's (a 409). */
export function withNewSubmissionId(body: URLSearchParams, submissionId: string): URLSearchParams {
  const renamed = new URLSearchParams(body);
  renamed.set('submission_id', submissionId);
  return renamed;
}

/** Sends a submission's body as it was made (a lead kept on the device sends it again later), with the same retries. */
export async function sendSubmission(
  endpoint: string,
  body: URLSearchParams,
  {
    attempts = 3,
    baseDelayMs = 400,
    sleep = wait,
    fetch: send = (...args) => fetch(...args),
  }: Pick<SendOptions, 'attempts' | 'baseDelayMs' | 'sleep' | 'fetch'> = {},
): Promise<SubmitResult> {
  let detail = 'not sent';
  let later = true;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const sent = await post(endpoint, body, send);
    const { answer } = sent;
    if (sent.status >= 200 && sent.status < 300 && answer?.status === 'stored') return { ok: true };
    if (sent.status === 422 && answer?.status === 'invalid') return { ok: false, reason: 'invalid', issues: answer.issues };
    if (sent.status === 429 && answer?.status === 'throttled') return { ok: false, reason: 'throttled', message: answer.message };
    if (sent.status === 409 && answer?.status === 'conflict') return { ok: false, reason: 'conflict' };
    detail = sent.detail;
    // An answer that is not the intake's JSON (a captive portal's page, a proxy's error) never reached it either.
    later = isTransient(sent.status) || answer === null;
    if (!later || attempt === attempts) break;
    await sleep(baseDelayMs * 2 ** (attempt - 1));
  }
  return { ok: false, reason: 'failed', detail, later };
}

export type SampleRequestResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'invalid' | 'missing-url' | 'unreachable'; message?: string };

/**
 * Asks sample-download for a sample: the function records the download (a record it cannot keep, or
 * one over the connection's limit, is only logged there: it never blocks the download) and gives the
 * sample's address; the address is then checked (HEAD), so a missing
 * file counts as a failure, as the specification says.
 */
export async function requestSample(
  endpoint: string,
  product: SampleProduct,
  values: SampleDownloadValues,
  { fetch: send = (...args) => fetch(...args) }: { fetch?: typeof fetch } = {},
): Promise<SampleRequestResult> {
  const body = new URLSearchParams({ name: values.name, lastname: values.lastname, email: values.email, product });
  const sent = await post(endpoint, body, send);
  const { answer } = sent;
  if (answer?.status === 'invalid') return { ok: false, reason: 'invalid', message: answer.issues[0]?.message };
  if (sent.status === 0) return { ok: false, reason: 'unreachable' };
  if (answer?.status !== 'ready' || !answer.url) return { ok: false, reason: 'missing-url' };
  try {
    const head = await send(answer.url, { method: 'HEAD' });
    return head.ok ? { ok: true, url: answer.url } : { ok: false, reason: 'missing-url' };
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
}
