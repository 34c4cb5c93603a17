/**
 * page-events: the site's first-party measurement (docs/decisions/034). A page with the visitor's agreement sends
 * its view and, as it is left, its web vitals; every page's policy sends its violations here (report-to and
 * report-uri). Nothing identifies anyone: the address is only hashed for the throttle, in the database, and never
 * stored; the user agent only tells a crawler, which is not counted. A page never waits on this and never fails for
 * it: the answers are for tests and logs (204 stored or ignored, 400 not understood, 429 throttled, 503 unavailable).
 */
import { corsHeaders } from '../_shared/cors.ts';
import { clientAddress, throttleClient } from '../_shared/clientAddress.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';
import { isBot, readBeacon, readReports, type PageEvents } from './events.ts';

export type PageEventsStore = (
  events: PageEvents,
  client: string,
) => Promise<{ status: 'stored' } | { status: 'throttled'; retryAfterSeconds: number }>;

export type PageEventsConfig = {
  store: PageEventsStore;
  /** The site's origins (production, a preview): only their pages are counted and only their reports kept. */
  siteOrigins: readonly string[];
  log?: (message: string) => void;
};

export const pageEventsMessages = {
  badRequest: 'Το αίτημα δεν έγινε κατανοητό.',
  tooLarge: 'Το αίτημα είναι πολύ μεγάλο.',
  throttled: 'Πάρα πολλά αιτήματα. Δοκιμάστε ξανά σε λίγο.',
  unavailable: 'Η μέτρηση δεν είναι διαθέσιμη αυτή τη στιγμή.',
} as const;

/** A beacon is a few hundred bytes; a browser's batch of reports a few kilobytes. */
const largestBody = 16_384;

export function createPageEventsHandler(config: PageEventsConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    // The Reporting API sends its reports with CORS (their type is not a simple one): the site's pages may, once a day.
    const cors = corsHeaders(request, config.siteOrigins, { allowHeaders: 'content-type', maxAgeSeconds: 86_400 });
    const headers = { ...cors, 'Cache-Control': 'no-store' };
    const problem = (status: number, message: string, extra: Record<string, string> = {}) =>
      Response.json({ message }, { status, headers: { ...headers, ...extra } });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS' } });
    if (Number(request.headers.get('content-length') ?? 0) > largestBody) return problem(413, pageEventsMessages.tooLarge);
    const body = await request.text().catch(() => null);
    if (body === null) return problem(400, pageEventsMessages.badRequest);
    if (body.length > largestBody) return problem(413, pageEventsMessages.tooLarge);
    const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
    const isReport = contentType.startsWith('application/reports+json') || contentType.startsWith('application/csp-report');
    // A crawler's page views are not visits, nor are another site's (a branch preview); a crawler's policy reports
    // still tell of a broken page.
    const origin = request.headers.get('origin');
    const elsewhere = origin !== null && !config.siteOrigins.includes(origin);
    if (!isReport && (elsewhere || isBot(request.headers.get('user-agent') ?? ''))) return new Response(null, { status: 204, headers });
    const events = isReport ? readReports(body, contentType, config.siteOrigins) : readBeacon(body, config.siteOrigins);
    if (!events) return problem(400, pageEventsMessages.badRequest);
    try {
      const outcome = await config.store(events, throttleClient(clientAddress(request)));
      if (outcome.status === 'throttled')
        return problem(429, pageEventsMessages.throttled, { 'Retry-After': String(outcome.retryAfterSeconds) });
      return new Response(null, { status: 204, headers });
    } catch (error) {
      log(`page-events: ${error instanceof Error ? error.message : 'failed'}`);
      return problem(503, pageEventsMessages.unavailable);
    }
  });
}
