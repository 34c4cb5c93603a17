/**
 * What the browser may fetch before a visitor follows a link (issue 65, the Speculation Rules API), delivered as a
 * file the host names in a `Speculation-Rules` header on every page, so no inline script is needed. Made from the
 * route table: the pages visitors read (prerendered, counted, indexable), each by its path with no query; never the
 * back office, a thank-you page, the cancel page, a notice, a download or any address with a query.
 *
 * Prefetched at `moderate` eagerness (a link hovered for 200 ms, or pressed): the page's HTML is fetched ahead and the
 * click uses it. Not prerendered: measured on a phone's profile (decision 037), a prerender started by a hover of
 * 200 ms or a tap is still working at the click, and the page came 300-500 ms later than with no rule at all, where
 * the prefetch brought it sooner. A page the browser prerenders of its own accord (its address bar's guess) still
 * holds still until shown (startLoader.inline.ts). What it costs a data plan: decision 037.
 */
import { isCountedPage, routeTable, type RouteRow } from '@cg/data/routeTable';

/** Where the host serves the rules, and the type the browser asks of them. */
export const speculationRulesPath = '/speculation-rules.json';
export const speculationRulesType = 'application/speculationrules+json';

/** The pages a link may be prefetched to: what visitors read, each as the route table writes it (`/articles/:slug`). */
export const speculativePaths = (rows: readonly RouteRow[] = routeTable): string[] =>
  rows.filter((row) => row.render === 'prerender' && isCountedPage(row) && !row.noindex).map((row) => row.path);

/** A same-origin link to one of those paths with an empty query, taken when the visitor is about to follow it. */
const aboutToFollow = (rows: readonly RouteRow[]) => ({
  source: 'document',
  where: {
    and: [
      { or: speculativePaths(rows).map((pathname) => ({ href_matches: { pathname, search: '' } })) },
      // A link the page marks as not to be followed ahead (a download, a sign-out) is left alone.
      { not: { selector_matches: '[rel~="nofollow"], [download]' } },
    ],
  },
  eagerness: 'moderate',
});

/** The rules: such a link's page fetched ahead. */
export const speculationRules = (rows: readonly RouteRow[] = routeTable) => ({
  prefetch: [aboutToFollow(rows)],
});
