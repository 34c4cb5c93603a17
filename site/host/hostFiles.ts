/**
 * The files the static host reads, made from the route table (docs/decisions/022-the-static-host.md):
 * `_redirects` (client-only pages from the SPA fallback with 200) and `_headers` (the security headers
 * on every response, a year's cache on hashed assets, pages revalidated). Dynamic pages need no rule:
 * the build writes their prerendered files, and a path newer than the build gets its folder's `404.html`, the
 * page's prerendered shell (routeTable's newerPageShells), with status 404 until the next build writes its file. The
 * reference host is Cloudflare Pages; scripts/serve-site.ts reads the same two files.
 */
import { formatHeaders, formatRedirects, type HeaderRule, type RedirectRule } from '@cg/static-host';
import { securityHeaders } from '@cg/static-host/securityHeaders';
import { samplePage } from '@cg/content/placeholder';
import { functionUrl } from '@cg/data/backend';
import { contentPreviewPath } from '@cg/data/contentPreview';
import { routeTable, type RouteRow } from '@cg/data/routeTable';
import { headerPolicy, reportingEndpoints, reportingHeaderPolicy, type PolicySources } from './contentSecurityPolicy';
import type { HeaderScripts } from './headerScripts';
import { isPreviewBuild, noindexHeader } from './siteEnv';
import { speculationRulesPath, speculationRulesType } from './speculationRules';

/**
 * The file the build writes a page's HTML to: the host serves `<path>.html` at `<path>` with no redirect
 * (a folder's index.html would be served at `<path>/`, with `<path>` redirected there).
 */
export const builtPageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The SPA fallback's address on the host (the host serves `__spa-fallback.html` there), and its file. */
export const spaFallbackPath = '/__spa-fallback';
export const spaFallbackFile = '__spa-fallback.html';

const generated = ['Written by the build from packages/data/src/routeTable.ts (scripts/postbuild.ts): edit the table, not this file.'];

/**
 * Client-only pages, rendered in the browser from the fallback: the host answers them with it and 200.
 * And the sample page at the address the content links and frames it by (`.html` included), which the
 * host would otherwise redirect to its address without `.html`: one more round trip in every frame.
 */
export function redirectRules(rows: readonly RouteRow[] = routeTable): RedirectRule[] {
  const clientOnly = rows
    .filter((row) => row.render === 'client')
    .map((row): RedirectRule => ({ from: row.path, to: spaFallbackPath, status: 200, comment: `${row.title}: client-only` }));
  const sample: RedirectRule = {
    from: samplePage,
    to: `/${samplePage.slice(1).replace(/\.html$/, '')}`,
    status: 200,
    comment: 'The sample page that stands in for the company’s material until launch, served at the address the content uses',
  };
  return [...clientOnly, sample];
}

const revalidate = 'public, max-age=0, must-revalidate';

/**
 * The addresses the draft's preview reads: the site's own pages (its check weighs the draft in the page as built,
 * site/preview/checkPage.ts), the published documents, the published articles' listing (/articles shows them around
 * the TV appearances) and events' (/imerides shows them below its videos), and a shared link's draft
 * (@cg/data/contentPreviewLink). Reads only.
 */
const previewReads = (sources: PolicySources) => {
  const rest = `${sources.backendUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  return `'self' ${rest}/published_content ${rest}/article_listing ${rest}/event_listing ${functionUrl(sources.backendUrl, 'content-preview')}`;
};

/**
 * `scripts`: the built pages' inline scripts, which the reporting policy allows (contentSecurityPolicy.ts), on every
 * response and at the addresses of the routes that carry more (headerScripts.ts); without them (a test of the other
 * rules) the header names no script rule and reports only its own directives.
 */
export function headerRules(
  sources: PolicySources,
  { preview = isPreviewBuild(), scripts }: { preview?: boolean; scripts?: HeaderScripts } = {},
): HeaderRule[] {
  return [
    {
      path: '/*',
      comment: preview
        ? 'Every response: the security headers, and no indexing (a pull request’s preview); pages and other files revalidated.'
        : 'Every response: the security headers; pages and other files revalidated (an ETag makes that cheap).',
      // The host lets any origin read any file by default; nothing here is an API.
      unset: ['Access-Control-Allow-Origin'],
      set: {
        'Content-Security-Policy': scripts ? reportingHeaderPolicy(sources, scripts.everywhere) : headerPolicy(sources),
        ...reportingEndpoints(sources),
        ...securityHeaders,
        ...(preview ? noindexHeader : {}),
        'Cache-Control': revalidate,
        // Read by the browser on a page only: the links it may fetch ahead (speculationRules.ts).
        'Speculation-Rules': `"${speculationRulesPath}"`,
      },
    },
    ...(scripts?.byPath ?? []).map(
      (page): HeaderRule => ({
        path: page.path,
        comment: 'A page with inline scripts of its own: the policy allows them at its address only.',
        unset: ['Content-Security-Policy'],
        set: { 'Content-Security-Policy': reportingHeaderPolicy(sources, page.scripts) },
      }),
    ),
    {
      path: '/assets/*',
      comment: 'Hashed file names never change.',
      unset: ['Cache-Control'],
      set: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
    {
      path: '/admin/preview-assets/*',
      comment: 'The draft preview’s own build (site/preview): hashed names too.',
      unset: ['Cache-Control'],
      set: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
    {
      path: '/admin/sw.js',
      comment: 'The back office’s service worker: it may load the site’s own pages and icon, nothing else.',
      unset: ['Content-Security-Policy'],
      set: { 'Content-Security-Policy': `default-src 'none'; connect-src 'self'; img-src 'self'; ${headerPolicy(sources)}` },
    },
    {
      path: contentPreviewPath,
      comment:
        'The draft’s preview, framed by the content editor: it may read the published content and the site’s own pages and nothing else (no lead, no measurement), and is never indexed.',
      unset: ['X-Frame-Options', 'Content-Security-Policy', 'X-Robots-Tag'],
      set: {
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy': `frame-ancestors 'self'; base-uri 'none'; object-src 'none'; form-action 'none'; connect-src ${previewReads(sources)}`,
        ...noindexHeader,
      },
    },
    {
      path: '/media/placeholder*',
      comment: 'The sample page stands in for a video or the calculator in a frame of our own pages until launch (never in production).',
      unset: ['X-Frame-Options', 'Content-Security-Policy'],
      set: {
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'none'; object-src 'none'; form-action 'none'",
      },
    },
    {
      path: speculationRulesPath,
      comment: 'The speculation rules, in the type the browser asks of them.',
      unset: ['Content-Type'],
      set: { 'Content-Type': speculationRulesType },
    },
    {
      path: '/admin/*',
      comment: 'The back office fetches nothing ahead: staff follow its links to act, not to read.',
      unset: ['Speculation-Rules'],
    },
  ];
}

export const redirectsFile = (rows: readonly RouteRow[] = routeTable) =>
  formatRedirects(redirectRules(rows), [
    ...generated,
    "Dynamic pages newer than the build: their folder's 404.html, a shell that reads them. Any other path: 404.html with status 404.",
  ]);

export const headersFile = (sources: PolicySources, scripts?: HeaderScripts) => formatHeaders(headerRules(sources, { scripts }), generated);
