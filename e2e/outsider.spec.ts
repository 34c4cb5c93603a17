import { e2eBackend, e2eIntakeLimit, leadsWithEmail, uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { postFrom } from './postFrom';

/**
 * The running backend as an outsider meets it, holding only what ships with the site (the anon key):
 * no direct write gets through, single or bulk; the intake refuses bad input with a 4xx; a flood from
 * one address is throttled at the limit.
 */
const anon = { apikey: e2eBackend.anonKey, Authorization: `Bearer ${e2eBackend.anonKey}` };
const lead = {
  first_name: 'Μαρία',
  last_name: 'Παπαδοπούλου',
  email: 'outsider@example.gr',
  phone: '6912345678',
  lead_source: 'students_cta_form',
};

test.describe('an outsider with the anon key', () => {
  test('cannot write leads or downloads directly, one row or thousands, nor call the intake’s database functions', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${e2eBackend.url}${path}`, {
        method: 'POST',
        headers: { ...anon, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/rest/v1/leads', lead)).status).toBe(401);
    expect(
      (
        await post(
          '/rest/v1/leads',
          Array.from({ length: 5000 }, (_, index) => ({ ...lead, email: `bulk-${index}@example.gr` })),
        )
      ).status,
    ).toBe(401);
    expect(
      (await post('/rest/v1/pdf_downloads', { name: 'Ν', lastname: 'Κ', email: 'outsider@example.gr', pdf_type: 'career' })).status,
    ).toBe(401);
    expect((await post('/rest/v1/rpc/intake_lead', { lead, client: 'x', max_per_window: 1000, window_seconds: 1 })).status).toBe(401);
    expect(await leadsWithEmail('outsider@example.gr')).toEqual([]);
    expect(await leadsWithEmail('bulk-0@example.gr')).toEqual([]);
  });

  test('gets a 4xx from the intake for a bad phone, deep JSON or a NUL byte, and a stored-looking answer for a filled honeypot that stores nothing', async () => {
    const intake = (
      body: string,
      headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    ) => fetch(`${e2eBackend.url}/functions/v1/lead-intake`, { method: 'POST', redirect: 'manual', headers, body });
    const email = uniqueEmail('outsider');
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({
        form: 'students',
        firstName: 'Μαρία',
        lastName: 'Παπαδοπούλου',
        email,
        phone: '6912345678',
        ...extra,
      }).toString();
    expect((await intake(form({ phone: 'abcdefghij' }))).status).toBe(422);
    expect((await intake(form({ firstName: 'Μα\u0000ρία' }))).status).toBe(400);
    // Deep JSON is no form: refused before or by the function (the local backend refuses it first, 400; the function says 415).
    const deepToIntake = (await intake(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, { 'Content-Type': 'application/json' })).status;
    expect(deepToIntake >= 400 && deepToIntake < 500, String(deepToIntake)).toBe(true);
    const deep = await fetch(`${e2eBackend.url}/rest/v1/articles`, {
      method: 'POST',
      headers: { ...anon, 'Content-Type': 'application/json' },
      body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    });
    expect(deep.status).toBe(400);
    const nulSignIn = await fetch(`${e2eBackend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...anon, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a\u0000@example.gr', password: 'x' }),
    });
    expect(nulSignIn.status).toBe(400);
    const trapped = await intake(form({ website: 'https://spam.example' }));
    expect(trapped.status).toBe(200);
    expect(await trapped.json()).toEqual({ status: 'stored' });
    expect(await leadsWithEmail(email)).toEqual([]);
  });

  test('flooding the intake from one address: the limit is stored, every other submission gets 429 and the Greek message', async () => {
    test.setTimeout(120_000);
    // An address of its own, so the run's other tests (from 127.0.0.1) keep theirs.
    const address = `127.0.${1 + Math.floor(Math.random() * 200)}.${2 + Math.floor(Math.random() * 250)}`;
    const tag = crypto.randomUUID().slice(0, 8);
    const phoneTail = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const total = e2eIntakeLimit + 30;
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        const body = new URLSearchParams({
          form: 'seminaria',
          firstName: 'Μαρία',
          lastName: 'Παπαδοπούλου',
          email: `flood-${tag}-${index}@example.gr`,
          // A phone each, as a flood of made-up people has: the address's limit is what stops it (the same phone
          // a thousand times would also reach the phone's limit, and hold back every other test that uses it).
          phone: `69${String(index).padStart(4, '0')}${phoneTail}`,
        }).toString();
        const answer = await postFrom(address, `${e2eBackend.url}/functions/v1/lead-intake`, body, {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'CF-Connecting-IP': `203.0.113.${index % 250}`,
        });
        statuses.push(answer.status);
        if (answer.status === 429)
          expect(JSON.parse(answer.body)).toMatchObject({
            status: 'throttled',
            message: 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.',
          });
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(statuses.filter((status) => status === 200)).toHaveLength(e2eIntakeLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
