import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { seedArticles } from './seedArticles';
import type { Database } from './sql';
import { onServerDatabase } from './testBackend';

describe.skipIf(onServerDatabase)('the articles seed', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  }, 60_000);
  afterAll(async () => db?.close());

  it('publishes the given number, one a week back, in both categories, searchable without accents, and can run twice', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(await seedArticles(db, { count: 300, now, tag: 'a' })).toBe(300);
    expect(await seedArticles(db, { count: 2, now, tag: 'b' })).toBe(2);
    const { rows } = await db.query<{ category: string; n: number; oldest: Date }>(
      `select category::text, count(*)::int as n, min(published_at) as oldest from public.articles where slug like 'seed-a-%' and status = 'published' group by category order by category`,
    );
    expect(rows.map((row) => [row.category, row.n])).toEqual([
      ['education', 150],
      ['work', 150],
    ]);
    // Article n is n weeks old: the oldest education article (odd n) is the 299th.
    expect(new Date(rows[0]!.oldest).getTime()).toBe(now - 299 * 7 * 86_400_000);
    const { rows: found } = await db.query<{ listing: { latest: { slug: string }[] } }>(
      `select public.article_listing(search => 'ΜΗΧΑΝΟΓΡΑΦΙΚΟ βημα βημα (12)') as listing`,
    );
    expect(found[0]!.listing.latest.map((article) => article.slug)).toEqual(['seed-a-12']);
  });
});
