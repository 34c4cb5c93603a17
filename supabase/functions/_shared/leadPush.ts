/**
 * The push for a new lead: every current admin's devices are told within the intake's background work that a lead
 * came in, with its form and a link to it, and nothing of the person (no name, e-mail or phone: a push crosses the
 * browser vendor's push service, and shows on a locked screen). Sent with VAPID to each device's push service, a
 * logged dry run without keys, or captured as files by the local backend. A device its push service no longer knows
 * (404, 410) is forgotten; any failure is logged without personal data and never touches the lead. Only the browsers'
 * push services are ever asked (pushServices.ts): a device whose endpoint is anything else is skipped as failed.
 */
import { leadForms, type LeadFormKey } from '../../../packages/data/src/leadForms.ts';
import { isPushServiceEndpoint } from './pushServices.ts';
import { pushRequest, type PushRequest, type PushSubscriptionRow, type VapidKeys } from './webPush.ts';

/** What a device shows: the notification's title and text, the page a tap opens, and a tag that folds repeats. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushTransport = (request: PushRequest) => Promise<{ status: number }>;

export type PushStore = {
  /** Every current admin's devices, or the devices of one signed-in admin (the test push). */
  targets(): Promise<PushSubscriptionRow[]>;
  drop(endpoint: string): Promise<void>;
};

export const leadPushMessage = (lead: { id: string; form: LeadFormKey }): PushMessage => ({
  title: 'Νέα αίτηση',
  body: `Από τη φόρμα «${leadForms[lead.form].label}». Πατήστε για να την ανοίξετε.`,
  url: `/admin/leads?lead=${lead.id}`,
  tag: `lead-${lead.id}`,
});

export const testPushMessage: PushMessage = {
  title: 'Δοκιμαστική ειδοποίηση',
  body: 'Οι ειδοποιήσεις για νέες αιτήσεις λειτουργούν σε αυτή τη συσκευή.',
  url: '/admin/leads',
  tag: 'test',
};

export type PushOutcome = { sent: number; dropped: number; failed: number };

/** Sends one message to every device the store names; answers how many went, were dropped, or failed. */
export function createPusher({
  vapid,
  transport = fetchTransport,
  log = (line: string) => console.info(line),
}: {
  vapid?: VapidKeys;
  transport?: PushTransport;
  log?: (line: string) => void;
}) {
  return async (store: PushStore, message: PushMessage, kind: string): Promise<PushOutcome> => {
    const targets = await store.targets();
    if (!vapid) {
      log(`push: dry run (no VAPID keys), ${kind} to ${targets.length} device(s)`);
      return { sent: 0, dropped: 0, failed: 0 };
    }
    const outcome: PushOutcome = { sent: 0, dropped: 0, failed: 0 };
    await Promise.all(
      targets.map(async (target) => {
        if (!isPushServiceEndpoint(target.endpoint)) {
          outcome.failed++;
          return;
        }
        try {
          const { status } = await transport(await pushRequest(target, JSON.stringify(message), vapid));
          if (status === 404 || status === 410) {
            await store.drop(target.endpoint);
            outcome.dropped++;
          } else if (status >= 200 && status < 300) outcome.sent++;
          else outcome.failed++;
        } catch {
          outcome.failed++;
        }
      }),
    );
    // The push service's host only: an endpoint's path identifies a device.
    log(`push: ${kind} sent to ${outcome.sent}, dropped ${outcome.dropped}, failed ${outcome.failed} device(s)`);
    return outcome;
  };
}

export type Pusher = ReturnType<typeof createPusher>;

/**
 * The push service over HTTPS, as OWASP's SSRF advice has it: only an endpoint `allows` accepts (the push services), a
 * redirect never followed (a 3xx is the push service's failure: nothing is sent on, nothing dropped), a short timeout.
 */
export function createFetchTransport({
  allows = isPushServiceEndpoint,
  timeoutMs = 5_000,
  fetch: send = (...args) => fetch(...args),
}: {
  allows?: (endpoint: string) => boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
} = {}): PushTransport {
  return async (request) => {
    if (!allows(request.endpoint)) throw new Error('not a push service');
    const answer = await send(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body as Uint8Array<ArrayBuffer>,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    // A browser's manual redirect is opaque (status 0); Deno's and Node's keep the 3xx: either way, not delivered.
    return { status: answer.type === 'opaqueredirect' ? 302 : answer.status };
  };
}

export const fetchTransport: PushTransport = createFetchTransport();

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (mailto: or https:) from the function's environment; none without both keys. */
export function vapidFrom(get: (name: string) => string | undefined): VapidKeys | undefined {
  const publicKey = get('VAPID_PUBLIC_KEY');
  const privateKey = get('VAPID_PRIVATE_KEY');
  if (!publicKey || !privateKey) return undefined;
  return { publicKey, privateKey, subject: get('VAPID_SUBJECT') || 'mailto:leads@localhost' };
}

/**
 * The devices through the REST API: every current admin's (push_targets, with the service role) for a lead, or one
 * signed-in admin's own (read with their own token under row level security) for the test push. Dropping a device
 * the push service forgot is the service role's.
 */
export function postgrestPushStores({
  supabaseUrl,
  anonKey,
  serviceRoleKey,
  fetch: send = (...args) => fetch(...args),
}: {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}) {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const asService = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' };
  const read = async (answer: Response) => {
    if (!answer.ok) throw new Error(`the devices could not be read (${answer.status})`);
    return (await answer.json()) as PushSubscriptionRow[];
  };
  const drop = async (endpoint: string) => {
    await send(`${base}/rpc/drop_push_subscription`, { method: 'POST', headers: asService, body: JSON.stringify({ endpoint }) });
  };
  return {
    everyAdmin: (): PushStore => ({
      targets: async () => read(await send(`${base}/rpc/push_targets`, { method: 'POST', headers: asService, body: '{}' })),
      drop,
    }),
    caller: (bearer: string): PushStore => ({
      targets: async () =>
        read(
          await send(`${base}/push_subscriptions?select=endpoint,p256dh,auth`, {
            headers: { apikey: anonKey, Authorization: `Bearer ${bearer}` },
          }),
        ),
      drop,
    }),
  };
}

export type PushStores = ReturnType<typeof postgrestPushStores>;

/** The intake's announcement of a newly stored lead to every admin's devices. */
export const createLeadPush =
  ({ pusher, stores }: { pusher: Pusher; stores: PushStores }) =>
  (lead: { id: string; form: LeadFormKey }) =>
    pusher(stores.everyAdmin(), leadPushMessage(lead), `new-lead push ${lead.id}`);
