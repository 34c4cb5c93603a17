/**
 * A function only pg_cron calls (the morning digest, the events' reminders, the picture sweep): a POST carrying the
 * service role key runs its work; anything else is answered 405 or 401 before anything is read.
 */
import { bearerIs } from './sameSecret.ts';
import { withSecurityHeaders } from './securityHeaders.ts';

/** Its answers: JSON, never cached. */
export const scheduledAnswer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export function scheduledHandler(serviceRoleKey: string, work: () => Promise<Response>) {
  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    await request.body?.cancel().catch(() => undefined);
    if (!bearerIs(request, serviceRoleKey)) return scheduledAnswer(401, { status: 'unauthorized' });
    return work();
  });
}
