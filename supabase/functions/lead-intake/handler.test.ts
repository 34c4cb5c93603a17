import { describe, expect, it, vi } from 'vitest';
import { createLeadIntakeHandler, maxBodyBytes } from './handler';

const site = 'https://www.example.gr';
const valid = { form: 'students', firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

function setup(answer: () => Response | Promise<Response> = () => new Response(null, { status: 201 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const log = vi.fn();
  const handle = createLeadIntakeHandler({
    supabaseUrl: 'http://backend.test',
    anonKey: 'anon-key',
    siteOrigin: site,
    log,
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return answer();
    },
  });
  return { handle, calls, log };
}

const post = (body: string | Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://backend.test/functions/v1/lead-intake', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://attacker.example', Referer: 'https://attacker.example/x', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });

describe('lead-intake', () => {
  it('stores a valid students lead through PostgREST with the anon key and answers 303 to the thank-you page, no personal data in it', async () => {
    const { handle, calls } = setup();
    const response = await handle(post({ ...valid, firstName: '  Μαρία ' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${site}/students/thank-you`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://backend.test/rest/v1/leads');
    expect(calls[0]!.init.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
    const row = JSON.parse(String(calls[0]!.init.body));
    expect(row).toMatchObject({ first_name: 'Μαρία', last_name: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678', lead_source: 'students_cta_form' });
    expect(row.submission_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes every lead form: each stored with its lead_source and sent to its own thank-you page', async () => {
    const person = { firstName: 'Νίκος', lastName: 'Νίκου', email: 'n@example.gr', phone: '6900000000' };
    const cases: { body: Record<string, string>; source: string; page: string }[] = [
      { body: { form: 'university', ...person }, source: 'university_contact_form', page: '/university-students' },
      { body: { form: 'mechanographic', ...person }, source: 'mixanografika_contact_form', page: '/mixanografika' },
      { body: { form: 'seminar', ...person }, source: 'seminaria_signup_form', page: '/seminaria' },
      { body: { form: 'foreis', responsibleName: 'Κώστας Παπαδόπουλος', email: 'k@example.gr', phone: '2101234567', companyName: 'Λύκειο Αθηνών' }, source: 'foreis_cta_form', page: '/foreis' },
    ];
    for (const { body, source, page } of cases) {
      const { handle, calls } = setup();
      const response = await handle(post(body));
      expect(response.headers.get('location')).toBe(`${site}${page}/thank-you`);
      expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ lead_source: source });
    }
  });

  it('never redirects anywhere but the configured site, whatever the request says', async () => {
    const { handle } = setup();
    const response = await handle(post({ ...valid, redirect: 'https://attacker.example', next: '//attacker.example' }, { Host: 'attacker.example' }));
    expect(new URL(response.headers.get('location')!).origin).toBe(site);
  });

  it('keeps a given submission id, and counts a duplicate (409) as already stored', async () => {
    const { handle, calls } = setup(() => Response.json({ code: '23505' }, { status: 409 }));
    const id = crypto.randomUUID();
    const response = await handle(post({ ...valid, submission_id: id }));
    expect(response.status).toBe(303);
    expect(JSON.parse(String(calls[0]!.init.body)).submission_id).toBe(id);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { handle, calls } = setup();
    const response = await handle(post({ ...valid, website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(calls).toHaveLength(0);
  });

  it('answers invalid input with a Greek page naming each field to fix, escaped, with a link back to the form', async () => {
    const { handle, calls } = setup();
    const response = await handle(post({ ...valid, firstName: 'Μ', email: '<script>x', phone: '123' }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="el">');
    expect(page).toContain('Όνομα: Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες');
    expect(page).toContain('Email: Παρακαλώ εισάγετε έγκυρο email');
    expect(page).toContain('Τηλέφωνο: Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία');
    expect(page).toContain(`href="${site}/students#lead-form"`);
    expect(page).not.toContain('<script>');
    expect(calls).toHaveLength(0);
  });

  it('answers every malformed body with a 4xx, never a 500', async () => {
    const { handle, calls } = setup();
    expect((await handle(post('x'.repeat(maxBodyBytes + 1)))).status).toBe(413);
    expect((await handle(post('a=1', { 'Content-Length': String(10 * maxBodyBytes) }))).status).toBe(413);
    expect((await handle(post(JSON.stringify(valid), { 'Content-Type': 'application/json' }))).status).toBe(415);
    expect((await handle(post('form=students&form=students&firstName=a'))).status).toBe(400);
    expect((await handle(post({ ...valid, form: 'newsletter' }))).status).toBe(400);
    expect((await handle(post({ ...valid, form: '__proto__' }))).status).toBe(400);
    expect((await handle(post(Array.from({ length: 50 }, (_, index) => `k${index}=v`).join('&')))).status).toBe(400);
    expect((await handle(post('%%%&&&==='))).status).toBe(400);
    expect((await handle(new Request('http://backend.test/', { method: 'GET' }))).status).toBe(405);
    expect(calls).toHaveLength(0);
  });

  it('answers a database refusal with 422 and an unreachable or failing backend with the spec’s Greek error, logged', async () => {
    const refused = setup(() => Response.json({ code: '23514' }, { status: 400 }));
    expect((await refused.handle(post(valid))).status).toBe(422);
    const down = setup(() => {
      throw new TypeError('fetch failed');
    });
    const response = await down.handle(post(valid));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.');
    expect(down.log).toHaveBeenCalledWith('lead-intake: PostgREST unreachable', expect.any(TypeError));
  });
});
