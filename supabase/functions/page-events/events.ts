/**
 * What the page-events function accepts, and nothing more (docs/decisions/034): a page's view or its web vitals
 * (a small JSON beacon the page sends as text/plain, so no preflight), or the browser's own policy reports (the
 * Reporting API's application/reports+json, report-uri's application/csp-report). Each value is checked and cut to
 * what the reports need: a route of the route table, origins instead of addresses, no query anywhere.
 */
import { isCountedPage, routeTable, type RouteRow } from '../../../packages/data/src/routeTable.ts';
import { isVitalInRange } from '../../../packages/data/src/vitals.ts';

export type Device = 'phone' | 'tablet' | 'desktop';
export type PageView = { route: string; first: boolean; source: string; medium: string; campaign: string; device: Device };
export type Vital = { route: string; device: Device; metric: 'LCP' | 'INP' | 'CLS'; value: number };
export type PolicyReport = { page: string; directive: string; blocked: string; source: string };
export type PageEvents = { views: PageView[]; vitals: Vital[]; reports: PolicyReport[] };

/** The routes of the pages visitors read: neither a thank-you page nor the back office is counted. */
export const countedRoutes: ReadonlySet<string> = new Set((routeTable as readonly RouteRow[]).filter(isCountedPage).map((row) => row.path));

const devices = new Set<string>(['phone', 'tablet', 'desktop']);

const campaignValue = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]{1,200}$/;

/** A crawler that runs scripts says so in its user agent; it is not a visitor. */
export const isBot = (userAgent: string) =>
  !userAgent ||
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|headlesschrome|lighthouse|pagespeed|preview|facebookexternalhit|python|curl|wget/i.test(
    userAgent,
  );

const text = (value: unknown, pattern: RegExp): string | null => (typeof value === 'string' && pattern.test(value) ? value : null);

/** A referring address's origin, unless it is the site's own (then the visit is direct). */
function referringOrigin(value: unknown, siteOrigins: readonly string[]): string | null {
  if (typeof value !== 'string' || !value || value.length > 300) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' || siteOrigins.includes(origin) ? null : origin;
  } catch {
    return null;
  }
}

/** The visit's source as the reports name a lead's: the campaign's utm_source in lower case, the referring site, or direct. */
export function sourceOf(utmSource: string | null, referrer: string | null) {
  return utmSource ? utmSource.toLowerCase() : (referrer ?? 'direct');
}

/** A page's beacon: `{kind: 'view', …}` or `{kind: 'vitals', …}`; null when anything in it is not as the page sends it. */
export function readBeacon(body: string, siteOrigins: readonly string[]): PageEvents | null {
  let beacon: Record<string, unknown>;
  try {
    beacon = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!beacon || typeof beacon !== 'object' || Array.isArray(beacon)) return null;
  const route = typeof beacon.route === 'string' && countedRoutes.has(beacon.route) ? beacon.route : null;
  const device = typeof beacon.device === 'string' && devices.has(beacon.device) ? (beacon.device as Device) : null;
  if (!route || !device) return null;
  if (beacon.kind === 'view') {
    if (typeof beacon.first !== 'boolean') return null;
    const campaign = (key: string) => (beacon[key] === undefined ? '' : text(beacon[key], campaignValue));
    const [utmSource, medium, name] = [campaign('utm_source'), campaign('utm_medium'), campaign('utm_campaign')];
    if (utmSource === null || medium === null || name === null) return null;
    const view = {
      route,
      first: beacon.first,
      device,
      medium,
      campaign: name,
      source: sourceOf(utmSource, referringOrigin(beacon.referrer, siteOrigins)),
    };
    return { views: [view], vitals: [], reports: [] };
  }
  if (beacon.kind === 'vitals') {
    const vitals: Vital[] = [];
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      const value = beacon[metric];
      if (value === undefined) continue;
      if (!isVitalInRange(metric, value)) return null;
      vitals.push({ route, device, metric, value });
    }
    return vitals.length ? { views: [], vitals, reports: [] } : null;
  }
  return null;
}

/** An address as the policy list shows it: origin and path, never a query; a keyword ('inline', 'eval') as it is. */
function addressOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value || value.length > 2000) return null;
  if (/^[a-z-]{1,30}$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1);
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return null;
  }
}

/** The policy's directives a browser names in a report; any other name is made up, and the report is not kept. */
const directives = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'form-action',
  'frame-ancestors',
  'base-uri',
  'fenced-frame-src',
  'require-trusted-types-for',
  'trusted-types',
  'sandbox',
  'webrtc',
]);

/** One violation, from either format's field names; null unless it is of one of the site's own pages. */
function readViolation(body: Record<string, unknown>, siteOrigins: readonly string[]): PolicyReport | null {
  const documentUrl = body.documentURL ?? body['document-uri'];
  if (typeof documentUrl !== 'string' || documentUrl.length > 2000) return null;
  let page: URL;
  try {
    page = new URL(documentUrl);
  } catch {
    return null;
  }
  if (!siteOrigins.includes(page.origin)) return null;
  // report-uri's violated-directive is the whole directive ("script-src-elem 'self'"): its name is enough.
  const named = body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive'];
  const directive = typeof named === 'string' ? /^[a-z-]{1,40}(?=\s|$)/.exec(named)?.[0] : undefined;
  const blocked = addressOf(body.blockedURL ?? body['blocked-uri']);
  if (!directive || !directives.has(directive) || !blocked) return null;
  const file = addressOf(body.sourceFile ?? body['source-file']);
  const line = Number(body.lineNumber ?? body['line-number']);
  const source = file ? `${file}${Number.isInteger(line) && line > 0 ? `:${line}` : ''}` : '';
  return { page: page.pathname.slice(0, 300), directive, blocked, source: source.slice(0, 300) };
}

/** The browser's reports: a Reporting API batch, or one report-uri report. Only CSP violations are kept. */
export function readReports(body: string, contentType: string, siteOrigins: readonly string[]): PageEvents | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const bodies: unknown[] = contentType.startsWith('application/reports+json')
    ? Array.isArray(parsed)
      ? parsed
          .filter((report) => (report as { type?: unknown })?.type === 'csp-violation')
          .map((report) => (report as { body?: unknown }).body)
      : []
    : [(parsed as { 'csp-report'?: unknown })?.['csp-report']];
  const reports = bodies
    .slice(0, 50)
    .map((report) => (report && typeof report === 'object' ? readViolation(report as Record<string, unknown>, siteOrigins) : null))
    .filter((report): report is PolicyReport => report !== null);
  return reports.length ? { views: [], vitals: [], reports } : null;
}
