/**
 * The site's content security policy (docs/decisions/022-the-static-host.md), in two parts the browser
 * enforces together:
 * - the header on every response (`_headers`): what a `<meta>` policy cannot say (frame-ancestors) and
 *   what holds for any document (no plugins, no <base>, forms only to the site and the intake);
 * - each page's `<meta http-equiv>` policy, written into its <head> at build time: nothing by default,
 *   scripts from the site plus the SHA-256 of that page's own inline scripts, styles from the site plus
 *   the hashes of its inline style blocks, and the few other origins the site talks to or frames.
 * The page's hashes differ per page (each carries its own data), so they cannot share one header rule:
 * with a thousand articles the host's hundred header rules would not hold them.
 */
import { createHash } from 'node:crypto';
import { functionUrl } from '@cg/data/backend';

export type PolicySources = {
  /** The Supabase project: REST, Auth, Storage (images) and the Edge Functions. */
  backendUrl: string;
  /** Origins a page may frame (the video player, the calculator); the site's own is always allowed. */
  frameOrigins: readonly string[];
  /** Hashes of style blocks scripts insert at run time (a library's stylesheet), allowed on every page. */
  runtimeStyleHashes: readonly string[];
};

export type PageHashes = { scripts: readonly string[]; styles: readonly string[] };

type Directives = Record<string, readonly string[]>;

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/** A CSP hash source for this text, as the browser computes it over the element's content. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** An address's origin as a source; a path on the site is the site's own. */
const originOf = (url: string) => (url.startsWith('/') ? "'self'" : new URL(url).origin);

/** Where lead forms post without JavaScript: the site, and the intake functions. */
const formTargets = (sources: PolicySources) => ["'self'", `${originOf(sources.backendUrl)}/functions/v1/`];

/** The header part: the same for every response. */
export const headerPolicy = (sources: PolicySources) =>
  serialise({
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': formTargets(sources),
  });

/** Where browsers send the policy's violations: the site's own measurement function (decision 034). */
export const policyReportUrl = (sources: PolicySources) => functionUrl(sources.backendUrl, 'page-events');

/** The Reporting API takes only an HTTPS endpoint (Chromium drops the rest, and then ignores report-uri too). */
const reportsThroughApi = (sources: PolicySources) => new URL(sources.backendUrl).protocol === 'https:';

/** The `Reporting-Endpoints` header naming the policy's endpoint, where the Reporting API can use it. */
export const reportingEndpoints = (sources: PolicySources): Record<string, string> =>
  reportsThroughApi(sources) ? { 'Reporting-Endpoints': `csp="${policyReportUrl(sources)}"` } : {};

/** Above this many, a page-specific inline script is growing every response's header with the number of pages. */
export const mostSiteScripts = 40;

/**
 * The header part that reports (decision 034): a <meta> policy cannot name a report endpoint, so the header
 * repeats what matters most, scripts: the site's own and the inline scripts the address may serve (headerScripts.ts:
 * the same few on every response, whatever the number of articles, and a route's own at its address), each page's
 * <meta> policy still narrowing them to its own.
 * An injected script is refused by both, and the header's policy reports it: `report-to` (the Reporting API, over
 * HTTPS) with `report-uri` for browsers without it, or `report-uri` alone to a plain-HTTP backend (a local run).
 */
export function reportingHeaderPolicy(sources: PolicySources, siteScriptHashes: readonly string[]) {
  if (siteScriptHashes.length > mostSiteScripts)
    throw new Error(`${siteScriptHashes.length} different inline scripts across the pages: one of them differs per page`);
  return serialise({
    'script-src': ["'self'", ...[...siteScriptHashes].sort()],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': formTargets(sources),
    'report-uri': [policyReportUrl(sources)],
    ...(reportsThroughApi(sources) ? { 'report-to': ['csp'] } : {}),
  });
}

/** The page part, with this page's hashes. */
export function pagePolicy(sources: PolicySources, hashes: PageHashes) {
  const backend = originOf(sources.backendUrl);
  return serialise({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...hashes.styles, ...sources.runtimeStyleHashes],
    // data: is the SVG favicon written into the head (scripts/finish-pages.ts); the backend serves articles' pictures.
    'img-src': ["'self'", 'data:', backend],
    'font-src': ["'self'"],
    // The route data files of client-side navigations, and the backend.
    'connect-src': ["'self'", backend],
    'frame-src': ["'self'", ...sources.frameOrigins.map(originOf)],
    // The back office's manifest and service worker (site/public/admin): the site's own files only.
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'form-action': formTargets(sources),
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}
