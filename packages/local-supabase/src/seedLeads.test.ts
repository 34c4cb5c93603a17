import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFormKeys, leadForms } from '@cg/data/leadForms';
import { makeLeads, seedDownloads, seedLeads } from './seedLeads';
import { openDatabase } from './database';
import type { Database } from './sql';
import { onServerDatabase } from './testBackend';

describe.skipIf(onServerDatabase)('the inbox seed', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  }, 60_000);
  afterAll(async () => db?.close());

  it('stores every lead under the table’s own rules, from every form, over the given days', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(await seedLeads(db, { count: 1500, days: 730, now })).toBe(1500);
    const { rows } = await db.query<{ lead_source: string; n: number; oldest: Date; newest: Date }>(
      `select lead_source, count(*)::int as n, min(created_at) as oldest, max(created_at) as newest from public.leads where email like '%@example.gr' group by lead_source`,
    );
    // Every form but the event registration, whose leads come only with an event to register for.
    const bare = leadFormKeys.filter((key) => key !== 'imerides');
    expect(rows.map((row) => row.lead_source).sort()).toEqual(bare.map((key) => leadForms[key].leadSource).sort());
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(1500);
    for (const row of rows) {
      expect(new Date(row.oldest).getTime()).toBeGreaterThanOrEqual(now - 730 * 86_400_000);
      expect(new Date(row.newest).getTime()).toBeLessThanOrEqual(now);
    }
    // The search key is the database's own, accents folded.
    const { rows: folded } = await db.query<{ search_text: string }>(
      `select search_text from public.leads where first_name = 'Ελένη' limit 1`,
    );
    expect(folded[0]!.search_text).toContain('ελενη');
  });

  it('leaves what a working team leaves: most old leads done, a few overdue, the last day’s mostly new', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const leads = makeLeads({ count: 5000, days: 730, now, seed: 3 });
    const old = leads.filter((lead) => Date.parse(lead.created_at) < now - 7 * 86_400_000);
    const recent = leads.filter((lead) => Date.parse(lead.created_at) > now - 86_400_000);
    expect(old.filter((lead) => lead.status === 'done').length / old.length).toBeGreaterThan(0.75);
    expect(old.some((lead) => lead.status === 'new')).toBe(true);
    expect(recent.filter((lead) => lead.status === 'new').length / recent.length).toBeGreaterThan(0.7);
    expect(makeLeads({ count: 20, days: 730, now, seed: 3 }).map((lead) => lead.email)).toEqual(
      leads.slice(0, 20).map((lead) => lead.email),
    );
  });

  it('stores sample downloads beside them', async () => {
    expect(await seedDownloads(db, { count: 300 })).toBe(300);
    const { rows } = await db.query<{ n: number }>(
      `select count(distinct pdf_type)::int as n from public.pdf_downloads where user_agent = 'seed'`,
    );
    expect(rows[0]!.n).toBe(4);
  });
});
