import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend } from './testBackend';

/** The morning digest on the local backend, with a fixed clock: captured once as an .eml at 09:00. */
const mailDir = mkdtempSync(join(tmpdir(), 'digest-mail-'));
let clock = Date.parse('2026-11-26T06:30:00Z');
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend({
    siteOrigin: 'https://www.example.gr',
    mail: { dir: mailDir, notifyTo: ['team@example.gr'], log: () => undefined },
    // Called here by hand, as pg_cron would call it, so the test moves the clock in between.
    digest: { intervalMs: 0, now: () => clock },
  });
  await backend.db.query(`
    insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, created_at, status) values
      (gen_random_uuid(), 'Μαρία', 'Παπαδοπούλου', 'maria@example.gr', '6912345601', 'students_cta_form', '2026-11-25 10:00+02', 'new'),
      (gen_random_uuid(), 'Νίκος', 'Δήμου', 'nikos@example.gr', '6912345602', 'seminaria_signup_form', '2026-11-23 10:00+02', 'new')`);
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

const callDigest = (key = backend.serviceRoleKey) =>
  fetch(`${backend.url}/functions/v1/morning-digest`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
const digests = () => readdirSync(mailDir).filter((name) => name.endsWith('-digest-2026-11-25.eml'));

it('writes the digest once, at 09:00 Greek time, as an .eml naming no one; not before, not again', async () => {
  expect(await (await callDigest()).json()).toEqual({ status: 'early' });
  expect(digests()).toEqual([]);
  clock = Date.parse('2026-11-26T07:00:00Z');
  expect(await (await callDigest()).json()).toEqual({ status: 'sent' });
  expect(digests()).toHaveLength(1);
  const eml = readFileSync(join(mailDir, digests()[0]!), 'utf8');
  const text = Buffer.from(
    eml.split('Content-Transfer-Encoding: base64\r\n\r\n')[1]!.split('\r\n--')[0]!.replace(/\r\n/g, ''),
    'base64',
  ).toString('utf8');
  expect(text).toContain('Αιτήσεις της Τετάρτη 25 Νοεμβρίου 2026: 1');
  expect(text).toContain('Εκπρόθεσμες τώρα (χωρίς κλήση μετά από 24 ώρες): 1');
  for (const personal of ['Μαρία', 'maria@', '6912345601', 'Νίκος']) expect(text).not.toContain(personal);
  // A retry, and the second scheduled call an hour later.
  expect(await (await callDigest()).json()).toEqual({ status: 'done' });
  clock = Date.parse('2026-11-26T08:00:00Z');
  expect(await (await callDigest()).json()).toEqual({ status: 'done' });
  expect(digests()).toHaveLength(1);
  expect((await callDigest(backend.anonKey)).status).toBe(401);
});

it('writes nothing on a day with neither leads nor overdue ones', async () => {
  await backend.db.query(`update public.leads set status = 'done'`);
  // A day no test writes a lead on: on one PostgreSQL server (the database step) this file shares the table with
  // files whose leads arrive at the real time, and a day near the real date failed there just after midnight in Greece.
  clock = Date.parse('2099-01-02T07:00:00Z');
  expect(await (await callDigest()).json()).toEqual({ status: 'empty' });
  expect(readdirSync(mailDir).filter((name) => name.includes('digest-2099-01-01'))).toEqual([]);
});
