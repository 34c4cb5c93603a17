/**
 * event-notices: tells registrants their event was moved or cancelled, or that a seat came to them from the waiting
 * list. A change staff make to a published event queues a notice per registration in the database
 * (supabase/migrations/20261203120000_event_notices.sql), and so does every promotion, whatever freed the seat
 * (20261205090200_seats_for_people.sql); this sends the pending ones (sendPending.ts). Called by the back office right after the change
 * (an admin's token) and on a timer (the service role key), so a notice the first call missed still goes. Anyone else:
 * 401 or 403 before anything is read.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase and Vitest.
 */
import type { CallerRole } from '../_shared/callerRole.ts';
import { corsHeaders } from '../_shared/formPost.ts';
import type { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { bearerIs } from '../_shared/sameSecret.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';
import { sendPendingNotices } from './sendPending.ts';
import type { NoticeStore } from './store.ts';

export type EventNoticesConfig = {
  store: NoticeStore;
  send: ReturnType<typeof createRegistrationMailer>;
  serviceRoleKey: string;
  /** The caller's role, read with their own token. */
  roleOf: (bearer: string) => Promise<CallerRole>;
  /** The back office's origins, whose pages may call it. */
  allowedOrigins: readonly string[];
  now?: () => number;
  log?: (line: string) => void;
};

export function createEventNoticesHandler(config: EventNoticesConfig) {
  const now = config.now ?? Date.now;
  const log = config.log ?? ((line: string) => console.info(line));

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const headers = { ...corsHeaders(request, config.allowedOrigins), 'Cache-Control': 'no-store' };
    const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST, OPTIONS' } });
    await request.body?.cancel().catch(() => undefined);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return answer(401, { status: 'signed-out' });
    try {
      if (!bearerIs(request, config.serviceRoleKey)) {
        const role = await config.roleOf(bearer);
        if (role !== 'admin') return answer(role === 'signed-out' ? 401 : 403, { status: role });
      }
      const { sent, failed } = await sendPendingNotices({ store: config.store, send: config.send, at: new Date(now()), log });
      return answer(failed ? 502 : 200, { status: failed ? 'failed' : 'sent', sent, failed });
    } catch (error) {
      log(`event notices: the database failed (${error instanceof Error ? error.message : 'error'})`);
      return answer(503, { status: 'failed' });
    }
  });
}
