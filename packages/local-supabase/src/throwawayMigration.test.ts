import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { openDatabase } from './database';
import type { Database } from './sql';
import { memoryObjectStore } from './storage';
import { storyAdmin } from './storyAccount';
import { onServerDatabase } from './testBackend';

describe.skipIf(onServerDatabase)('a migration the backend had never seen', () => {
  let copy = '';
  let db: Database | undefined;
  // In a hook, not where the suite is collected: a skipped suite is still collected, and its afterAll never runs.
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'throwaway-supabase-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  /**
   * The rules live in the migrations alone: a column with a CHECK, added by one migration and nothing else, is
   * enforced by the backend that Storybook runs in the page, the tests and `npm start` all use (`handle` over PGlite).
   */
  it('enforces a CHECK that only a new migration adds', async () => {
    cpSync(fileURLToPath(new URL('../../../supabase/', import.meta.url)), copy, {
      recursive: true,
      filter: (source) => !source.includes('/functions'),
    });
    writeFileSync(
      join(copy, 'migrations', '29991231000000_throwaway.sql'),
      'alter table public.articles add column reading_minutes integer check (reading_minutes between 1 and 60);',
    );
    db = await openDatabase({ supabaseDir: `${copy}/` });
    const url = 'http://throwaway.localhost';
    const backend = await createBackend({
      db,
      url,
      objects: memoryObjectStore(),
      mailer: async () => 'sent',
      admin: storyAdmin,
      log: () => {},
    });
    const json = { 'Content-Type': 'application/json', apikey: backend.anonKey };
    const signIn = await backend.handle(
      new Request(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify(storyAdmin) }),
    );
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const setMinutes = (minutes: number) =>
      backend.handle(
        new Request(`${url}/rest/v1/articles?slug=eq.michanografiko-sychna-lathi`, {
          method: 'PATCH',
          headers: { ...json, Authorization: `Bearer ${token}`, Prefer: 'return=representation' },
          body: JSON.stringify({ reading_minutes: minutes }),
        }),
      );

    const refused = await setMinutes(500);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: '23514', message: expect.stringContaining('articles_reading_minutes_check') });
    const kept = await setMinutes(5);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual([expect.objectContaining({ reading_minutes: 5 })]);
    // Every migration from scratch where no migrated snapshot is at hand (the database step): seconds on two busy cores.
  }, 60_000);
});
