/**
 * Where the intake writes: public.intake_lead and public.record_download (the throttle_by_person migration),
 * called through PostgREST with the service role key the platform gives Edge Functions. One round trip
 * per submission, and the database does the rest in one transaction: the resend and double-post checks,
 * the throttle per address, e-mail and phone (held across function instances), the row under the table's CHECKs.
 */
import { serviceRpcAnswer } from './serviceRpc.ts';
import type { LeadRow } from '../../../packages/data/src/leadRow.ts';
import { throttleClient } from './clientAddress.ts';
import { type IntakeLimits, throttleArguments } from './settings.ts';

/** `confirm`: a newly stored one whose confirmation may go (the mailbox's and the address's budgets, decision 030). */
export type StoredLead = { status: 'stored' | 'duplicate'; id: string; submissionId: string; confirm: boolean };
export type RecordedDownload = { status: 'stored' | 'duplicate'; id: string; confirm: boolean };
/** The submission id names another lead (another form's, another person's): nothing stored; the page sends it anew. */
export type Conflicted = { status: 'conflict' };
export type Throttled = { status: 'throttled'; retryAfterSeconds: number };
/** The event as a registrant's e-mails state it (public.register_for_event's answer). */
export type RegisteredEvent = {
  id: string;
  title: string;
  audience: string;
  description: string;
  starts_at: string;
  ends_at: string;
  address: string | null;
  city: string | null;
  online_url: string | null;
  status: 'scheduled' | 'rescheduled' | 'cancelled';
};
export type StoredRegistration = StoredLead & {
  registrationId: string;
  state: 'confirmed' | 'waiting' | 'cancelled';
  people: number;
  event: RegisteredEvent;
};
/**
 * The event takes no registration (unpublished, closed, cancelled, begun), needs the pupil's class, or the seats asked
 * for would take the registrations from this address past what one address may hold.
 */
export type RegistrationRefused = { status: 'closed' | 'class_required' | 'seat_limit' };
export type RegistrationRequest = { event_id: string; people: number; pupil_class: string };
export type DownloadRecord = { name: string; lastname: string; email: string; pdf_type: string; user_agent: string };

/** The database refused the row (a rule of its own): a retry would be refused again. */
export class IntakeRefused extends Error {}
/** The database could not be reached or failed: a retry may pass. */
export class IntakeUnavailable extends Error {}

export type IntakeStore = {
  /** A row without a submission id is a plain form post: the database gives it one. */
  storeLead(row: Omit<LeadRow, 'submission_id'> & { submission_id?: string }, client: string): Promise<StoredLead | Throttled | Conflicted>;
  recordDownload(record: DownloadRecord, client: string): Promise<RecordedDownload | Throttled>;
  /** The lead and its registration in one transaction, seats counted under the event's lock. */
  registerForEvent(
    row: Omit<LeadRow, 'submission_id'> & { submission_id?: string },
    registration: RegistrationRequest,
    client: string,
  ): Promise<StoredRegistration | Throttled | RegistrationRefused | Conflicted>;
};

/** "Within a few minutes": a plain form posted twice in this time is one submission. */
export const doublePostSeconds = 300;

export type PostgrestIntakeConfig = {
  supabaseUrl: string;
  serviceRoleKey: string;
  limits: IntakeLimits;
  fetch?: typeof fetch;
};

function errorCode(body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code.slice(0, 20) : 'no code';
  } catch {
    return 'no code';
  }
}

export function postgrestIntakeStore({ limits, ...config }: PostgrestIntakeConfig): IntakeStore {
  const answerOf = serviceRpcAnswer(config, IntakeUnavailable);

  async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { status, ok, text } = await answerOf(name, args);
    // The error's code only: PostgreSQL's detail quotes the failing row, personal data that stays out of logs.
    const reason = `PostgREST answered ${status} (${errorCode(text)})`;
    if (status >= 500 || status === 401 || status === 403 || status === 404) {
      // A server failure, or a deployment whose key or migration is wrong: nothing the visitor can fix.
      throw new IntakeUnavailable(reason);
    }
    if (!ok) throw new IntakeRefused(reason);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new IntakeUnavailable(`PostgREST answered ${status} without JSON`);
    }
  }

  const throttled = (answer: Record<string, unknown>): Throttled => ({
    status: 'throttled',
    retryAfterSeconds: Number(answer.retry_after) || limits.windowSeconds,
  });

  return {
    async storeLead(row, client) {
      const answer = await call('intake_lead', {
        lead: row,
        client: throttleClient(client),
        ...throttleArguments(limits),
        dedupe_seconds: doublePostSeconds,
      });
      if (answer.status === 'throttled') return throttled(answer);
      if (answer.status === 'conflict') return { status: 'conflict' };
      if (answer.status === 'stored' || answer.status === 'duplicate') {
        return {
          status: answer.status,
          id: String(answer.id),
          submissionId: String(answer.submission_id),
          confirm: answer.confirm === true,
        };
      }
      throw new IntakeUnavailable(`intake_lead answered ${JSON.stringify(answer).slice(0, 200)}`);
    },
    async registerForEvent(row, registration, client) {
      const answer = await call('register_for_event', {
        lead: row,
        registration,
        client: throttleClient(client),
        ...throttleArguments(limits),
        dedupe_seconds: doublePostSeconds,
        per_address_seats: limits.seatsPerAddress,
      });
      if (answer.status === 'throttled') return throttled(answer);
      if (answer.status === 'conflict') return { status: 'conflict' };
      if (answer.status === 'closed' || answer.status === 'class_required' || answer.status === 'seat_limit')
        return { status: answer.status };
      if ((answer.status === 'stored' || answer.status === 'duplicate') && typeof answer.registration_id === 'string') {
        return {
          status: answer.status,
          id: String(answer.id),
          submissionId: String(answer.submission_id),
          confirm: answer.confirm === true,
          registrationId: answer.registration_id,
          state: answer.state as StoredRegistration['state'],
          people: Number(answer.people),
          event: answer.event as RegisteredEvent,
        };
      }
      throw new IntakeUnavailable(`register_for_event answered status ${String(answer.status).slice(0, 40)}`);
    },
    async recordDownload(record, client) {
      const answer = await call('record_download', {
        download: record,
        client: throttleClient(client),
        ...throttleArguments(limits),
        dedupe_seconds: doublePostSeconds,
      });
      if (answer.status === 'throttled') return throttled(answer);
      if (answer.status === 'stored' || answer.status === 'duplicate')
        return { status: answer.status, id: String(answer.id), confirm: answer.confirm === true };
      throw new IntakeUnavailable(`record_download answered ${JSON.stringify(answer).slice(0, 200)}`);
    },
  };
}
