import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLimits } from '@cg/data';
import { maxFormBodyBytes } from '../../data/src/formBody';
import { startTestBackend } from './testBackend';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/** What the outside attack of issue 34 found, each as the request that failed before the fix. */
const admin = { email: 'attack-admin@example.gr', password: 'attack-admin-password' };
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  // A limit far above what this file sends: over a shared PostgreSQL server the throttle counts every file's posts.
  backend = await startTestBackend({ admin, siteOrigin: 'https://www.example.gr', intake: everyIntakeLimitAt(100_000) });
}, 60_000);
afterAll(() => backend?.stop());

const json = { 'Content-Type': 'application/json' };
const tokenOf = async (url: string, anonKey: string, account: { email: string; password: string }) => {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...json, apikey: anonKey },
    body: JSON.stringify(account),
  });
  return ((await response.json()) as { access_token: string }).access_token;
};
const asAdmin = async () => ({ apikey: backend.anonKey, Authorization: `Bearer ${await tokenOf(backend.url, backend.anonKey, admin)}` });

const postLead = (fields: Record<string, string>, accept = 'text/html') =>
  fetch(`${backend.url}/functions/v1/lead-intake`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: accept, Origin: 'https://www.example.gr' },
    body: new URLSearchParams(fields).toString(),
  });

const storedLead = async (email: string) => {
  const response = await fetch(
    `${backend.url}/rest/v1/leads?select=first_name,last_name,company_name&email=eq.${encodeURIComponent(email)}`,
    { headers: await asAdmin() },
  );
  return (await response.json()) as { first_name: string; last_name: string; company_name: string | null }[];
};

/** Greek prose of exactly `length` letters and spaces (the intake trims, so it ends in a letter). */
const greekText = (length: number) =>
  `${'Σχολείο Αθηνών, ανάγκες μαθητών και γονέων. '.repeat(Math.ceil(length / 40)).slice(0, length - 1)}ω`;

describe('a legitimate lead is never refused for its size', () => {
  const foreis = (email: string, companyName: string) => ({
    form: 'foreis',
    responsibleName: 'Ελένη Οικονόμου',
    email,
    phone: '2101234567',
    companyName,
  });

  it('stores a 2,000-letter Greek organisation text from a plain form post', async () => {
    const text = greekText(fieldLimits.companyName.max);
    const email = `plain-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const answer = await postLead(foreis(email, text));
    expect(answer.status).toBe(303);
    expect((await storedLead(email))[0]?.company_name).toBe(text);
  });

  it('stores it from a hydrated page that asks for JSON, and at the worst encoding too (three-byte characters)', async () => {
    for (const text of [greekText(fieldLimits.companyName.max), '€'.repeat(fieldLimits.companyName.max)]) {
      const email = `json-${crypto.randomUUID().slice(0, 8)}@example.gr`;
      const answer = await postLead({ ...foreis(email, text), submission_id: crypto.randomUUID() }, 'application/json');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'stored' });
      expect((await storedLead(email))[0]?.company_name).toBe(text);
    }
  });

  it('keeps the organisation text’s line breaks, posted as CRLF by a plain form, as LF', async () => {
    const email = `lines-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    expect((await postLead(foreis(email, 'Γυμνάσιο Βύρωνα\r\n120 μαθητές'))).status).toBe(303);
    expect((await storedLead(email))[0]?.company_name).toBe('Γυμνάσιο Βύρωνα\n120 μαθητές');
  });

  it('still refuses a body no form can make', async () => {
    const answer = await postLead({ form: 'foreis', companyName: 'α'.repeat(maxFormBodyBytes / 6 + 1) });
    expect(answer.status).toBe(413);
  });
});

describe('single-line fields hold one line', () => {
  const person = (firstName: string, email: string) => ({
    form: 'students',
    firstName,
    lastName: 'Παπαδοπούλου',
    email,
    phone: '6912345678',
  });

  it('refuses a line break or a control character in a name at the edge, in Greek, storing nothing', async () => {
    for (const name of ['Μαρία\nΚλήση έως: ποτέ', 'Μα\u001bρία', 'Μαρ\bία', 'Μαρ\u000bία', 'Μαρία\u2028Β']) {
      const email = `ctrl-${crypto.randomUUID().slice(0, 8)}@example.gr`;
      const answer = await postLead(person(name, email), 'application/json');
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(await answer.json()).toMatchObject({
        status: 'invalid',
        issues: [{ field: 'firstName', message: 'Το πεδίο πρέπει να είναι μία γραμμή, χωρίς αλλαγές γραμμής ή χαρακτήρες ελέγχου' }],
      });
      expect(await storedLead(email)).toEqual([]);
    }
  });

  it('refuses them in the database too, whoever writes', async () => {
    const { rows } = await backend.db
      .query<{ answer: unknown }>(`select public.intake_lead($1::jsonb, 'test-client', 100, 600) as answer`, [
        JSON.stringify({
          lead_source: 'students_cta_form',
          first_name: 'Μαρία\nΒ',
          last_name: 'Π',
          email: 'db-ctrl@example.gr',
          phone: '6912345678',
        }),
      ])
      .catch((error: { code?: string }) => ({ rows: [{ answer: error.code }] }));
    expect(rows[0]!.answer).toBe('23514');
    const article = await fetch(`${backend.url}/rest/v1/articles`, {
      method: 'POST',
      headers: { ...(await asAdmin()), ...json },
      body: JSON.stringify({ title: 'Τίτλος\u001b[31m', slug: `ctrl-${Date.now()}` }),
    });
    expect(article.status).toBe(400);
    expect(await article.json()).toMatchObject({ code: '23514' });
  });
});

describe('a generated column written through REST', () => {
  it('is answered 400 in PostgREST’s shape, not 500', async () => {
    const headers = { ...(await asAdmin()), ...json };
    const created = await fetch(`${backend.url}/rest/v1/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Γενόμενη στήλη', slug: `generated-${Date.now()}`, search_text: 'forged' }),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: '428C9', message: expect.stringContaining('search_text'), hint: null });
  });
});

describe('the sign-in lockout', () => {
  it('outlives a restart of the backend', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lockout-'));
    const limits = { perEmailAndClient: 3, perClient: 30, windowMs: 60_000 };
    const signIn = (url: string, anonKey: string) =>
      fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...json, apikey: anonKey },
        body: JSON.stringify({ email: admin.email, password: 'wrong' }),
      });
    try {
      const first = await startTestBackend({ admin, dataDir, signInLimits: limits, jwtSecret: 'a-secret-of-this-test-at-least-32-chars' });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(first.url, first.anonKey)).status).toBe(400);
      expect((await signIn(first.url, first.anonKey)).status).toBe(429);
      await first.stop();
      const restarted = await startTestBackend({
        admin,
        dataDir,
        signInLimits: limits,
        jwtSecret: 'a-secret-of-this-test-at-least-32-chars',
      });
      try {
        const refused = await signIn(restarted.url, restarted.anonKey);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
