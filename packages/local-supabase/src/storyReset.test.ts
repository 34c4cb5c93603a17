import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { seedStoryLeads } from './storyLeads';
import { onServerDatabase } from './testBackend';

describe.skipIf(onServerDatabase)('the story reset', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = (await openDatabase()) as PGlite;
    await db.exec(readFileSync(new URL('./storyReset.sql', import.meta.url), 'utf8'));
    await db.query('select local_meta.take_snapshot()');
  }, 60_000);
  afterAll(() => db?.close());

  /** Every row of the tables a story can change, and the sequences' next values, as text. */
  const state = async () => ({
    articles: (await db.query('select * from public.articles order by slug')).rows,
    leads: (await db.query('select count(*)::int as count from public.leads')).rows,
    downloads: (await db.query('select count(*)::int as count from public.pdf_downloads')).rows,
    users: (await db.query('select id, email, encrypted_password from auth.users order by email')).rows,
    requests: (await db.query('select count(*)::int as count from public.person_requests')).rows,
  });

  it('puts back every row and every sequence a story changed, whatever its triggers did', async () => {
    const before = await state();
    const nextRequest = async () => {
      await db.query(`insert into public.person_requests (action, leads, downloads) values ('lookup', 0, 0)`);
      return (await db.query<{ id: number }>('select max(id)::int as id from public.person_requests')).rows[0]!.id;
    };
    const firstId = await nextRequest();
    await seedStoryLeads(db, 6);
    await db.query(`update public.articles set title = 'Άλλος τίτλος', status = 'draft'`);
    await db.query(`delete from auth.users`);
    await db.query('select local_meta.restore_snapshot()');
    expect(await state()).toEqual(before);
    // The identity starts again where the snapshot left it: the same ids in every story.
    expect(await nextRequest()).toBe(firstId);
  });
});
