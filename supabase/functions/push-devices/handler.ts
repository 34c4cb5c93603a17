/**
 * push-devices: what the back office needs to switch pushes on for a device, as two POSTs (the platform's gateway
 * verifies the token of each). `{"action":"key"}` answers the server's public VAPID key (the browser's
 * applicationServerKey; public by design). `{"action":"test"}` sends the test push to the caller's own devices: only a
 * signed-in admin (their role read with their own token); it answers how many devices were reached. The subscriptions
 * themselves are saved and forgotten by the admin through the database's functions, under row level security.
 */
import { corsHeaders } from '../_shared/cors.ts';
import { testPushMessage, type Pusher, type PushStores } from '../_shared/leadPush.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';
import type { CallerRole } from '../_shared/callerRole.ts';

export type PushDevicesConfig = {
  /** The server's public key; absent when the project has no VAPID keys (pushes are then off). */
  publicKey?: string;
  pusher: Pusher;
  stores: PushStores;
  roleOf: (bearer: string) => Promise<CallerRole>;
  allowedOrigins: readonly string[];
  log?: (message: string) => void;
};

export const pushDevicesMessages = {
  signedOut: 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.',
  forbidden: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  notConfigured: 'Οι ειδοποιήσεις δεν έχουν ρυθμιστεί ακόμη σε αυτόν τον διακομιστή.',
  noDevice: 'Δεν βρέθηκε συσκευή με ενεργές ειδοποιήσεις για τον λογαριασμό σας.',
  failed: 'Η δοκιμαστική ειδοποίηση δεν στάλθηκε. Δοκιμάστε ξανά σε λίγο.',
  badRequest: 'Το αίτημα δεν έγινε κατανοητό.',
} as const;

/** The action asked for, from a small JSON body; anything else is no action. */
async function actionOf(request: Request): Promise<'key' | 'test' | null> {
  const text = await request.text().catch(() => '');
  if (text.length > 1024) return null;
  try {
    const action = (JSON.parse(text) as { action?: unknown }).action;
    return action === 'key' || action === 'test' ? action : null;
  } catch {
    return null;
  }
}

export function createPushDevicesHandler(config: PushDevicesConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const headers = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: Record<string, unknown>) =>
      Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS' } });
    const action = await actionOf(request);
    if (!action) return answer(400, { status: 'bad-request', message: pushDevicesMessages.badRequest });
    if (!config.publicKey) return answer(503, { status: 'not-configured', message: pushDevicesMessages.notConfigured });
    if (action === 'key') return answer(200, { publicKey: config.publicKey });
    // The test goes to the caller's own devices: nothing else in the body is read.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return answer(401, { status: 'signed-out', message: pushDevicesMessages.signedOut });
    try {
      const role = await config.roleOf(bearer);
      if (role === 'signed-out') return answer(401, { status: 'signed-out', message: pushDevicesMessages.signedOut });
      if (role === 'not-admin') return answer(403, { status: 'forbidden', message: pushDevicesMessages.forbidden });
      const outcome = await config.pusher(config.stores.caller(bearer), testPushMessage, 'test push');
      if (outcome.sent === 0 && outcome.failed === 0) return answer(404, { status: 'no-device', message: pushDevicesMessages.noDevice });
      if (outcome.sent === 0) return answer(502, { status: 'failed', message: pushDevicesMessages.failed });
      return answer(200, { status: 'sent', devices: outcome.sent });
    } catch (error) {
      log(`push-devices: ${error instanceof Error ? error.message : 'failed'}`);
      return answer(503, { status: 'failed', message: pushDevicesMessages.failed });
    }
  });
}
