import { describe, expect, it } from 'vitest';
import { routeTable, type RouteRow } from '@cg/data/routeTable';
import { speculationRules, speculativePaths } from './speculationRules';

describe('the pages a link may be fetched ahead to', () => {
  it('are the pages visitors read, an article among them, and never the back office, a thank-you or the cancel page', () => {
    const paths = speculativePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/articles/:slug');
    const never = (routeTable as readonly RouteRow[]).filter(
      (row) => row.path.startsWith('/admin') || row.thankYouOf || row.noindex || row.render === 'client',
    );
    expect(never.length).toBeGreaterThan(5);
    for (const row of never) expect(paths, row.path).not.toContain(row.path);
  });

  it('prefetch a link only with an empty query, prerender none, leave downloads and nofollow links alone, and wait for the visitor', () => {
    const rules = speculationRules();
    expect(Object.keys(rules)).toEqual(['prefetch']);
    const [rule] = rules.prefetch;
    expect(rules.prefetch).toHaveLength(1);
    expect(rule!.eagerness).toBe('moderate');
    expect(rule!.where.and[0]!.or!.every(({ href_matches }) => href_matches.search === '')).toBe(true);
    expect(rule!.where.and[1]).toEqual({ not: { selector_matches: '[rel~="nofollow"], [download]' } });
  });
});
