/**
 * What the browser may fetch before a visitor follows a link (issue 65, the Speculation Rules API), delivered as a
 * file the host names in a `Speculation-Rules` header on every page, so no inline script is needed. Made from the
 * route table: the pages visitors read (prerendered, counted, indexable), each by its path with no query; never the
 * back office, a thank-you page, the cancel page, a notice, a download or any address with a query.
 *
 * Prefetch only, at `moderate` eagerness (a link hovered for 200 ms, or pressed): the page's HTML arrives before the
 * click and nothing of it runs, so nothing is counted, sent or started for a page that is never shown. Prerendering
 * waits until every island holds still until activation (the second point).
 */
import { isCountedPage, routeTable, type RouteRow } from '@cg/data/routeTable';

/** Where the host serves the rules, and the type the browser asks of them. */
export const speculationRulesPath = '/speculation-rules.json';
export const speculationRulesType = 'application/speculationrules+json';

/** The pages a link may be prefetched to: what visitors read, each as the route table writes it (`/articles/:slug`). */
export const speculativePaths = (rows: readonly RouteRow[] = routeTable): string[] =>
  rows.filter((row) => row.render === 'prerender' && isCountedPage(row) && !row.noindex).map((row) => row.path);

/** The rules: a same-origin link to one of those paths with an empty query, prefetched when the visitor is about to follow it. */
export const speculationRules = (rows: readonly RouteRow[] = routeTable) => ({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { or: speculativePaths(rows).map((pathname) => ({ href_matches: { pathname, search: '' } })) },
          // A link the page marks as not to be followed ahead (a download, a sign-out) is left alone.
          { not: { selector_matches: '[rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
