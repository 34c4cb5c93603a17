import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './testBackend';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/** Issue 35 on the local backend: erased means erased everywhere, and retention runs by itself. */
const admin = { email: 'privacy-admin@example.gr', password: 'privacy-admin-password' };
const mailDir = mkdtempSync(join(tmpdir(), 'privacy-mail-'));
const conversions: string[] = [];
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend({
    admin,
    siteOrigin: 'https://www.example.gr',
    intake: everyIntakeLimitAt(100_000),
    mail: { dir: mailDir, log: () => undefined },
    conversionLog: (line) => conversions.push(line),
    retentionIntervalMs: 300,
  });
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

const json = { 'Content-Type': 'application/json' };
const asAdmin = async () => {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...json, apikey: backend.anonKey },
    body: JSON.stringify(admin),
  });
  return {
    apikey: backend.anonKey,
    Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
    ...json,
  };
};

/** A lead through the intake as a hydrated page sends it, with or without an answer; its submission id. */
async function lead(email: string, consent?: 'granted' | 'denied') {
  const submissionId = crypto.randomUUID();
  const body = new URLSearchParams({
    form: 'students',
    firstName: 'Μαρία',
    lastName: 'Παπαδοπούλου',
    email,
    phone: '6912345678',
    submission_id: submissionId,
  });
  if (consent) {
    body.set('ad_consent', consent);
    body.set('ad_consent_at', new Date().toISOString());
    body.set('notice_version', '1.0');
  }
  const answer = await fetch(`${backend.url}/functions/v1/lead-intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
  });
  expect(answer.status).toBe(200);
  await backend.backgroundWork();
  return submissionId;
}

const mailOf = (submissionId: string) => readdirSync(mailDir).filter((name) => name.endsWith(`-${submissionId}.eml`));

describe('consent before any conversion', () => {
  it('sends a conversion only for a lead whose submission carried the visitor’s consent, and stores every lead with its answer', async () => {
    const granted = await lead(`granted-${Date.now()}@example.gr`, 'granted');
    const denied = await lead(`denied-${Date.now()}@example.gr`, 'denied');
    const none = await lead(`none-${Date.now()}@example.gr`);
    expect(conversions.filter((line) => line.includes(granted))).toEqual([expect.stringMatching(/^conversion dry run/)]);
    for (const id of [denied, none])
      expect(conversions.filter((line) => line.includes(id))).toEqual([expect.stringMatching(/^conversion skipped: no consent/)]);
    const { rows } = await backend.db.query<{ submission_id: string; ad_consent: boolean | null; notice_version: string | null }>(
      'select submission_id::text, ad_consent, notice_version from public.leads where submission_id = any($1::uuid[]) order by created_at',
      [[granted, denied, none]],
    );
    expect(rows).toEqual([
      { submission_id: granted, ad_consent: true, notice_version: '1.0' },
      { submission_id: denied, ad_consent: false, notice_version: '1.0' },
      { submission_id: none, ad_consent: null, notice_version: null },
    ]);
  });
});

describe('erasure means erased', () => {
  it('takes a lead’s captured e-mails (the company’s and the confirmation) with it when an admin erases the lead', async () => {
    const id = await lead(`erase-one-${Date.now()}@example.gr`);
    expect(mailOf(id)).toHaveLength(2);
    const erased = await fetch(`${backend.url}/rest/v1/leads?submission_id=eq.${id}`, { method: 'DELETE', headers: await asAdmin() });
    expect(erased.status).toBe(204);
    expect(mailOf(id)).toEqual([]);
  });

  it('and when a person’s records are erased on request, leaving everybody else’s', async () => {
    const email = `person-${Date.now()}@example.gr`;
    const [first, second, other] = [await lead(email), await lead(email.toUpperCase()), await lead(`other-${Date.now()}@example.gr`)];
    const answer = await fetch(`${backend.url}/rest/v1/rpc/erase_person`, {
      method: 'POST',
      headers: await asAdmin(),
      body: JSON.stringify({ email }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ leads: 2, downloads: 0 });
    expect([...mailOf(first), ...mailOf(second)]).toEqual([]);
    expect(mailOf(other)).toHaveLength(2);
  });
});

describe('retention that runs by itself', () => {
  it('erases an expired lead on the backend’s timer, its e-mail too, and logs the run without personal data', async () => {
    const id = await lead(`expired-${Date.now()}@example.gr`);
    await backend.db.query(`update public.leads set created_at = now() - interval '25 months' where submission_id = $1`, [id]);
    await expect
      .poll(async () => (await backend.db.query('select 1 from public.leads where submission_id = $1', [id])).rows.length, {
        timeout: 10_000,
      })
      .toBe(0);
    await expect.poll(() => mailOf(id).length, { timeout: 10_000 }).toBe(0);
    const { rows } = await backend.db.query<{ leads_erased: number }>(
      'select leads_erased from public.retention_runs where leads_erased > 0 order by id desc limit 1',
    );
    expect(rows[0]!.leads_erased).toBeGreaterThanOrEqual(1);
    expect(existsSync(mailDir)).toBe(true);
  });
});
