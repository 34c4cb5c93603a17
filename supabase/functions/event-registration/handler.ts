/**
 * event-registration: a registrant gives their seat back. The site's page (/imerides/akyrosi) posts the signed token
 * from their e-mail's link as a plain form (no JavaScript needed) or for a JSON answer; a token this server did not
 * sign is refused before the database is asked. The database cancels a registration once (a second use answers that
 * it is already cancelled) and gives the seat to the first on the waiting list, queuing their notice; after the answer
 * the pending notices go (event-notices' sender), so they are told by e-mail with the event's calendar file at once.
 * Answers in Greek; never a redirect, never a 500.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase and Vitest.
 */
import { cancelRegistrationPath } from '../../../packages/data/src/eventLinks.ts';
import { readCancelToken } from '../_shared/cancelToken.ts';
import { corsHeaders, isRefusal, readFormPost, refuse, answersFor, wantsJson } from '../_shared/formPost.ts';
import { formPage } from '../_shared/formPage.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';
import type { CancelStore } from './store.ts';

export type EventRegistrationConfig = {
  store: CancelStore;
  /** Sends the pending notices: the promoted registrants' among them (event-notices/sendPending.ts). */
  sendNotices: () => Promise<unknown>;
  /** EVENT_LINK_SECRET: the cancel links' signing key. */
  linkSecret?: string;
  siteOrigin: string;
  extraOrigins?: readonly string[];
  background?: (task: Promise<unknown>) => void;
  log?: (line: string) => void;
};

/** What each outcome says, its status and its JSON. */
const outcomes = {
  cancelled: {
    status: 200,
    title: 'Η συμμετοχή σας ακυρώθηκε',
    lines: ['Η θέση σας δόθηκε στον πρώτο της λίστας αναμονής, αν υπάρχει. Ευχαριστούμε που μας ενημερώσατε.'],
  },
  already: { status: 409, title: 'Η συμμετοχή έχει ήδη ακυρωθεί', lines: ['Ο σύνδεσμος χρησιμοποιήθηκε ήδη· δεν χρειάζεται κάτι άλλο.'] },
  past: {
    status: 409,
    title: 'Η ημερίδα έχει ήδη αρχίσει',
    lines: ['Μια συμμετοχή ακυρώνεται μόνο πριν από την έναρξη της ημερίδας.'],
  },
  unknown: {
    status: 404,
    title: 'Η δήλωση δεν βρέθηκε',
    lines: ['Η δήλωση συμμετοχής δεν υπάρχει πια (ίσως έχει διαγραφεί μετά από αίτημά σας).'],
  },
  invalid: {
    status: 400,
    title: 'Ο σύνδεσμος ακύρωσης δεν ισχύει',
    lines: ['Ανοίξτε ξανά τον σύνδεσμο από το email σας, ή επικολλήστε ολόκληρο τον κωδικό ακύρωσης που γράφει.'],
  },
  failed: {
    status: 503,
    title: 'Η ακύρωση δεν ολοκληρώθηκε',
    lines: ['Υπήρξε ένα πρόβλημα με την ακύρωση. Παρακαλώ δοκιμάστε ξανά σε λίγο ή απαντήστε στο email σας.'],
  },
} as const;

export type CancelOutcome = keyof typeof outcomes;

export function createEventRegistrationHandler(config: EventRegistrationConfig) {
  const log = config.log ?? ((line: string) => console.error(line));
  const background =
    config.background ?? ((task: Promise<unknown>) => void task.catch((error: unknown) => log(`event-registration: ${String(error)}`)));
  const site = new URL(config.siteOrigin).origin;
  const allowedOrigins = [site, ...(config.extraOrigins ?? [])];

  const answer = (request: Request, outcome: CancelOutcome) => {
    const { status, title, lines } = outcomes[outcome];
    const headers = { ...corsHeaders(request, allowedOrigins), 'Cache-Control': 'no-store' };
    if (wantsJson(request)) return Response.json({ status: outcome, title, message: lines.join(' ') }, { status, headers });
    const page = formPage({ title, lines, backHref: `${site}/imerides`, backLabel: 'Στις ημερίδες', note: null });
    return new Response(page, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  };

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const generic = answersFor(request, { back: `${site}${cancelRegistrationPath}`, allowedOrigins });
    if (request.method === 'OPTIONS') return generic.preflight();
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST, OPTIONS' } });
    const params = await readFormPost(request);
    if (isRefusal(params)) return refuse(generic, params);
    const registrationId = config.linkSecret ? await readCancelToken((params.get('token') ?? '').trim(), config.linkSecret) : null;
    if (!registrationId) return answer(request, 'invalid');
    try {
      const cancellation = await config.store.cancel(registrationId);
      if (cancellation.status === 'cancelled' && cancellation.promoted.length) background(config.sendNotices());
      // The outcome only: which registration is no one's business in a log.
      log(`event-registration: ${cancellation.status}`);
      return answer(request, cancellation.status);
    } catch (error) {
      log(`event-registration: ${error instanceof Error ? error.message : 'the database failed'}`);
      return answer(request, 'failed');
    }
  });
}
