import { toLeadRow, type LeadForm, type LeadRow, type LeadValues } from './leadRow';

/** What supabase-js answers for `.insert()` without `.select()`: only the error and status matter. */
export type InsertResult = { error: { code?: string; message: string } | null; status: number };

/** The one call submitLead needs; `client.from('leads').insert(row)` satisfies it. */
export type InsertLead = (row: LeadRow) => PromiseLike<InsertResult>;

export type SubmitOptions = {
  /** Kept with the filled form until it succeeds, so retries and resends never store a lead twice. */
  submissionId: string;
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type SubmitResult = { ok: true } | { ok: false; error: { code?: string; message: string } };

const UNIQUE_VIOLATION = '23505';

/** Network failures (status 0), server errors and rate limits may pass on a retry; nothing else will. */
export const isTransient = (result: InsertResult) => result.status === 0 || result.status === 429 || result.status >= 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Inserts a lead (never chaining `.select()`: anon may not read leads back). Transient failures are
 * retried with exponential backoff, three tries in all, always with the same submission_id; a unique
 * violation on it means an earlier try was stored, which counts as success.
 */
export async function submitLead<F extends LeadForm>(
  insert: InsertLead,
  form: F,
  values: LeadValues<F>,
  { submissionId, attempts = 3, baseDelayMs = 400, sleep = wait }: SubmitOptions,
): Promise<SubmitResult> {
  const row = toLeadRow(form, values, submissionId);
  let last: InsertResult = { error: { message: 'Not sent' }, status: 0 };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      last = await insert(row);
    } catch (thrown) {
      last = { error: { message: thrown instanceof Error ? thrown.message : String(thrown) }, status: 0 };
    }
    if (!last.error) return { ok: true };
    if (last.error.code === UNIQUE_VIOLATION) return { ok: true };
    if (!isTransient(last) || attempt === attempts) break;
    await sleep(baseDelayMs * 2 ** (attempt - 1));
  }
  return { ok: false, error: last.error ?? { message: 'Unknown error' } };
}
