import { describe, expect, it, vi } from 'vitest';
import {
  IntakeRefused,
  IntakeUnavailable,
  type Conflicted,
  type IntakeStore,
  type RegistrationRefused,
  type RegistrationRequest,
  type StoredLead,
  type Throttled,
} from '../_shared/intakeStore';
import type { RegistrationMail } from '../_shared/registrationEmail';
import type { LeadForConversion } from '../_shared/leadConversion';
import type { NewLead } from '../_shared/leadEmail';
import { attributionKeys } from '../../../packages/data/src/attribution';
import { consentFields } from '../../../packages/data/src/privacy';
import { messages, submitFailure } from '../../../packages/data/src/messages';
import { createLeadIntakeHandler, maxBodyBytes } from './handler';

const site = 'https://www.example.gr';
const valid = { form: 'students', firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

type Outcome = StoredLead | Throttled | Conflicted | Error;

/** An intake with a scripted database: records what it was asked to store and every conversion. */
function setup(...outcomes: Outcome[]) {
  const stored: { row: Record<string, unknown>; client: string }[] = [];
  const registrations: RegistrationRequest[] = [];
  const registered: RegistrationMail[] = [];
  let refusal: RegistrationRefused | null = null;
  const conversions: LeadForConversion[] = [];
  const confirmations: NewLead[] = [];
  const background: Promise<unknown>[] = [];
  const log = vi.fn();
  const store: IntakeStore = {
    storeLead: async (row, client) => {
      stored.push({ row, client });
      const outcome = outcomes.shift() ?? {
        status: 'stored',
        id: crypto.randomUUID(),
        submissionId: row.submission_id ?? crypto.randomUUID(),
        confirm: true,
      };
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    recordDownload: async () => ({ status: 'stored', id: 'download-1', confirm: true }),
    registerForEvent: async (row, registration, client) => {
      stored.push({ row, client });
      registrations.push(registration);
      if (refusal) return refusal;
      return {
        status: 'stored',
        id: 'lead-9',
        submissionId: row.submission_id ?? 'sub-9',
        confirm: true,
        registrationId: 'registration-9',
        state: 'confirmed',
        people: registration.people,
        event: {
          id: registration.event_id,
          title: 'Ημερίδα',
          audience: 'parents',
          description: '',
          starts_at: '',
          ends_at: '',
          address: null,
          city: null,
          online_url: null,
          status: 'scheduled',
        },
      };
    },
  };
  const handle = createLeadIntakeHandler({
    store,
    siteOrigin: site,
    conversion: async (lead) => {
      conversions.push(lead);
      return 'dry-run';
    },
    confirm: async (lead) => {
      confirmations.push(lead);
      return 'sent';
    },
    confirmRegistration: async (registration) => {
      registered.push(registration);
      return 'sent';
    },
    background: (task) => void background.push(task),
    log,
  });
  const refuseRegistrations = (answer: RegistrationRefused) => {
    refusal = answer;
  };
  return {
    handle,
    stored,
    conversions,
    confirmations,
    registrations,
    registered,
    refuseRegistrations,
    settled: () => Promise.all(background),
    log,
  };
}

const post = (body: string | Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://backend.test/functions/v1/lead-intake', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site,
      'CF-Connecting-IP': '203.0.113.9',
      'User-Agent': 'Test/1.0',
      ...headers,
    },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
const asJson = { Accept: 'application/json' };

describe('lead-intake', () => {
  it('stores a plain form post (no submission id) and answers 303 to the thank-you page, no personal data in it', async () => {
    const { handle, stored } = setup();
    const response = await handle(post({ ...valid, firstName: '  Μαρία ' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${site}/students/thank-you`);
    expect(stored).toEqual([
      {
        row: {
          first_name: 'Μαρία',
          last_name: 'Παπαδοπούλου',
          email: 'maria@example.gr',
          phone: '6912345678',
          lead_source: 'students_cta_form',
          ad_consent: null,
          ad_consent_at: null,
          notice_version: null,
          attribution_known: false,
          landing_page: '/students',
        },
        client: '203.0.113.9',
      },
    ]);
  });

  it('stores the visitor’s answer on advertising measurement with the lead, and lets only a granted one convert', async () => {
    const { handle, stored, conversions, settled } = setup();
    const answered = (choice: string, at = new Date(Date.now() - 60_000).toISOString()) => ({
      ...valid,
      submission_id: crypto.randomUUID(),
      ad_consent: choice,
      ad_consent_at: at,
      notice_version: '1.0',
    });
    for (const body of [answered('granted'), answered('denied'), answered('granted', '2020-01-01T00:00:00Z'), answered('maybe')])
      expect((await handle(post(body, asJson))).status).toBe(200);
    await settled();
    expect(stored.map(({ row }) => [row.ad_consent, row.notice_version])).toEqual([
      [true, '1.0'],
      [false, '1.0'],
      // An answer older than the notice allows, or one it does not know, is none.
      [null, null],
      [null, null],
    ]);
    expect(conversions.map((lead) => lead.consented)).toEqual([true, false, false, false]);
  });

  it('stores where the visitor came from as the page captured it, dropping what is malformed, and passes the click id to the conversion', async () => {
    const { handle, stored, conversions, settled } = setup();
    const campaign = {
      attribution: '1',
      landing_page: '/students',
      referrer: 'https://l.facebook.com',
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'autumn',
      fbclid: 'ABC',
    };
    const response = await handle(
      post({ ...valid, ...campaign, utm_term: 'x'.repeat(151), utm_content: 'a\u0007b', gclid: '<script>', favourite: 'yes' }, asJson),
    );
    await settled();
    expect(response.status).toBe(200);
    const { attribution: _mark, ...expected } = campaign;
    expect(stored[0]!.row).toMatchObject({ attribution_known: true, ...expected });
    expect(Object.keys(stored[0]!.row)).not.toEqual(expect.arrayContaining(['utm_term', 'utm_content', 'gclid', 'favourite']));
    expect(conversions[0]!.fbclid).toBe('ABC');
  });

  // What a link someone shared can put in a visit (the page keeps it, every form of the tab sends it): written as a
  // form body's own encoding, so a NUL or a byte that is not UTF-8 arrives exactly as a browser would send it.
  const hostileValues = {
    NUL: 'news%00letter',
    'CR/LF': 'news%0D%0ABcc%3A%20x',
    'another control character': 'news%1B%5B31mletter%7F',
    '10 KB': 'x'.repeat(10 * 1024),
    'bytes that are not UTF-8': 'news%FF%FEletter',
    'a javascript: address': 'javascript%3Aalert(1)',
  };
  const visitKeys = [...attributionKeys, ...Object.values(consentFields)];
  for (const [kind, hostile] of Object.entries(hostileValues)) {
    it(`stores the lead without the value whenever a visit's ${kind} is in any attribution or consent field, plain post or JSON`, async () => {
      const fair = {
        landing_page: '/students',
        utm_source: 'newsletter',
        ad_consent: 'granted',
        ad_consent_at: new Date().toISOString(),
        notice_version: '1',
      };
      for (const key of visitKeys) {
        for (const headers of [{}, asJson]) {
          const { handle, stored } = setup();
          const body = `${new URLSearchParams({ ...valid, ...fair, attribution: '1', [key]: '' }).toString()}`.replace(
            `${key}=`,
            `${key}=${hostile}`,
          );
          const response = await handle(post(body, headers));
          expect(response.status, `${key}: ${kind}`).toBe(headers === asJson ? 200 : 303);
          expect(stored, `${key}: ${kind}`).toHaveLength(1);
          const row = stored[0]!.row;
          expect(row, `${key}: ${kind}`).toMatchObject({ first_name: valid.firstName, attribution_known: true });
          if ((attributionKeys as readonly string[]).includes(key)) expect(row, `${key}: ${kind}`).not.toHaveProperty(key);
          else expect(row, `${key}: ${kind}`).toMatchObject({ ad_consent: null, ad_consent_at: null, notice_version: null });
          const kept = Object.values(row).filter((value): value is string => typeof value === 'string');
          expect(kept.filter((value) => /[\u0000-\u001f\u007f-\u009f\ufffd]|javascript:/i.test(value) || value.length > 500)).toEqual([]);
        }
      }
    });
  }

  it('answers a hydrated page in JSON, keeping its submission id, with the site’s CORS header', async () => {
    const { handle, stored } = setup();
    const id = crypto.randomUUID();
    const response = await handle(post({ ...valid, submission_id: id }, asJson));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'stored' });
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
    expect(stored[0]!.row.submission_id).toBe(id);
    // Another site's page may post (a form can), but may not read the answer.
    expect(
      (await handle(post(valid, { ...asJson, Origin: 'https://attacker.example' }))).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('takes every form of the registry: each stored with its lead_source and sent to its own thank-you page', async () => {
    const person = { firstName: 'Νίκος', lastName: 'Νίκου', email: 'n@example.gr', phone: '6900000000' };
    const cases: { body: Record<string, string>; source: string; page: string }[] = [
      { body: { form: 'university', ...person }, source: 'university_contact_form', page: '/university-students' },
      { body: { form: 'mixanografika', ...person }, source: 'mixanografika_contact_form', page: '/mixanografika' },
      { body: { form: 'seminaria', ...person }, source: 'seminaria_signup_form', page: '/seminaria' },
      {
        body: {
          form: 'foreis',
          responsibleName: 'Κώστας Παπαδόπουλος',
          email: 'k@example.gr',
          phone: '2101234567',
          companyName: 'Λύκειο Αθηνών',
        },
        source: 'foreis_cta_form',
        page: '/foreis',
      },
    ];
    for (const { body, source, page } of cases) {
      const { handle, stored } = setup();
      const response = await handle(post(body));
      expect(response.headers.get('location')).toBe(`${site}${page}/thank-you`);
      expect(stored[0]!.row).toMatchObject({ lead_source: source });
    }
  });

  it('sends the Lead conversion and the visitor’s confirmation after a newly stored lead only: never for a resend, a double post or a trap', async () => {
    const id = crypto.randomUUID();
    const { handle, conversions, confirmations, settled } = setup(
      { status: 'stored', id: 'lead-1', submissionId: id, confirm: true },
      { status: 'duplicate', id: 'lead-1', submissionId: id, confirm: false },
    );
    expect((await handle(post({ ...valid, submission_id: id }, asJson))).status).toBe(200);
    expect((await handle(post({ ...valid, submission_id: id }, asJson))).status).toBe(200);
    expect((await handle(post({ ...valid, website: 'https://spam.example' }, asJson))).status).toBe(200);
    await settled();
    expect(conversions).toEqual([
      {
        eventId: id,
        email: 'maria@example.gr',
        firstName: 'Μαρία',
        lastName: 'Παπαδοπούλου',
        phone: '6912345678',
        sourceUrl: `${site}/students`,
        contentName: 'Students Form Completed',
        userAgent: 'Test/1.0',
        clientIp: '203.0.113.9',
        consented: false,
      },
    ]);
    expect(confirmations).toEqual([expect.objectContaining({ id: 'lead-1', submissionId: id, form: 'students' })]);
    expect(confirmations[0]!.row).toMatchObject({ email: 'maria@example.gr', first_name: 'Μαρία' });
  });

  it('never redirects anywhere but the configured site, whatever the request says', async () => {
    const { handle } = setup();
    const response = await handle(
      post({ ...valid, redirect: 'https://attacker.example', next: '//attacker.example' }, { Host: 'attacker.example' }),
    );
    expect(new URL(response.headers.get('location')!).origin).toBe(site);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { handle, stored } = setup();
    const response = await handle(post({ ...valid, website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(stored).toHaveLength(0);
  });

  it('answers invalid input with the Greek message per field: a page naming each (escaped), or JSON', async () => {
    const { handle, stored } = setup();
    const response = await handle(post({ ...valid, firstName: 'Μ', email: '<script>x', phone: 'abcdefghij' }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="el">');
    expect(page).toContain('Όνομα: Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες');
    expect(page).toContain('Email: Παρακαλώ εισάγετε έγκυρο email');
    expect(page).toContain('Τηλέφωνο: Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία');
    expect(page).toContain(`href="${site}/students#lead-form"`);
    expect(page).not.toContain('<script>');
    const json = await handle(post({ ...valid, phone: '123' }, asJson));
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({
      status: 'invalid',
      issues: [{ field: 'phone', message: 'Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία' }],
    });
    expect(stored).toHaveLength(0);
  });

  it('answers a submission id that names another lead with 409: nothing stored, nothing sent, the page sends it anew', async () => {
    const { handle, conversions, confirmations, settled } = setup({ status: 'conflict' });
    const answer = await handle(post({ ...valid, submission_id: crypto.randomUUID() }, asJson));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ status: 'conflict', message: submitFailure.description });
    await settled();
    expect(conversions).toEqual([]);
    expect(confirmations).toEqual([]);
  });

  it('stores a lead whose confirmation is over its budget, and tells the company, but sends the visitor nothing', async () => {
    const id = crypto.randomUUID();
    const { handle, confirmations, conversions, settled, log } = setup({
      status: 'stored',
      id: 'lead-2',
      submissionId: id,
      confirm: false,
    });
    expect((await handle(post({ ...valid, submission_id: id }, asJson))).status).toBe(200);
    await settled();
    expect(confirmations).toEqual([]);
    expect(conversions).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('lead-intake: confirmation not sent (over the mailbox’s or the address’s daily budget)');
  });

  it('answers a throttled client with 429, Retry-After and the Greek message', async () => {
    const { handle } = setup({ status: 'throttled', retryAfterSeconds: 420 }, { status: 'throttled', retryAfterSeconds: 420 });
    const json = await handle(post(valid, asJson));
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBe('420');
    expect(await json.json()).toEqual({
      status: 'throttled',
      message: 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.',
    });
    const page = await handle(post(valid));
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Λάβαμε πολλές υποβολές από τη σύνδεσή σας.');
  });

  it('answers every malformed body with a 4xx, never a 500', async () => {
    const { handle, stored } = setup();
    expect((await handle(post('x'.repeat(maxBodyBytes + 1)))).status).toBe(413);
    expect((await handle(post('a=1', { 'Content-Length': String(10 * maxBodyBytes) }))).status).toBe(413);
    expect((await handle(post(JSON.stringify(valid), { 'Content-Type': 'application/json' }))).status).toBe(415);
    expect((await handle(post('form=students&form=students&firstName=a'))).status).toBe(400);
    expect((await handle(post({ ...valid, form: 'newsletter' }))).status).toBe(400);
    expect((await handle(post({ ...valid, form: '__proto__' }))).status).toBe(400);
    expect((await handle(post({ ...valid, firstName: 'Μα\u0000ρία' }))).status).toBe(400);
    expect((await handle(post(Array.from({ length: 50 }, (_, index) => `k${index}=v`).join('&')))).status).toBe(400);
    expect((await handle(post('%%%&&&==='))).status).toBe(400);
    expect((await handle(new Request('http://backend.test/', { method: 'GET' }))).status).toBe(405);
    expect(stored).toHaveLength(0);
  });

  it('reads a chunked body no further than its limit', async () => {
    const { handle } = setup();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const response = await handle(
      new Request('http://backend.test/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    // The limit is the largest form's worst case (about 22 KB), then it stops reading.
    expect(pulled).toBeLessThan(Math.ceil(maxBodyBytes / 1024) + 4);
  });

  it('refuses, in Greek, a person’s field that is no UTF-8 (escaped or raw) and a body in another charset: nothing stored as replacement characters', async () => {
    const { handle, stored } = setup();
    const pairs = `form=students&lastName=%CE%A0%CE%B1%CF%80%CE%AC&email=maria%40example.gr&phone=6912345678`;
    for (const [body, type] of [
      [`${pairs}&firstName=M%FF%FEaria`, 'application/x-www-form-urlencoded'],
      [new Uint8Array([...new TextEncoder().encode(`${pairs}&firstName=M`), 0xff, 0x61]), 'application/x-www-form-urlencoded'],
      [`${pairs}&firstName=Maria`, 'application/x-www-form-urlencoded; charset=ISO-8859-1'],
    ] as const) {
      const answer = await handle(
        new Request('http://backend.test/functions/v1/lead-intake', { method: 'POST', headers: { 'Content-Type': type, ...asJson }, body }),
      );
      expect([400, 415]).toContain(answer.status);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'Η φόρμα περιέχει χαρακτήρες που δεν αναγνωρίζονται. Στείλτε τη ξανά από τη σελίδα της.',
      );
    }
    expect(stored).toEqual([]);
  });

  describe('an event registration (/imerides)', () => {
    const registration = {
      form: 'imerides',
      event: '5E1D0000-0000-4000-8000-000000000001',
      firstName: 'Ελένη',
      lastName: 'Παππά',
      email: 'eleni@example.gr',
      phone: '6912345678',
      people: '2',
      pupilClass: '',
    };

    it('registers through the database’s seat count, confirms by the registration’s own e-mail and goes to its thank-you page', async () => {
      const { handle, stored, registrations, registered, confirmations, settled } = setup();
      const response = await handle(post(registration));
      await settled();
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${site}/imerides/thank-you`);
      expect(registrations).toEqual([{ event_id: '5e1d0000-0000-4000-8000-000000000001', people: 2, pupil_class: '' }]);
      expect(stored[0]!.row).toMatchObject({ first_name: 'Ελένη', email: 'eleni@example.gr' });
      expect(registered).toEqual([
        expect.objectContaining({ registrationId: 'registration-9', firstName: 'Ελένη', email: 'eleni@example.gr', people: 2 }),
      ]);
      expect(confirmations).toEqual([]);
    });

    it('answers an event that takes no registration, or a pupils’ event without the class, on the field to change', async () => {
      const closed = setup();
      closed.refuseRegistrations({ status: 'closed' });
      const answer = await closed.handle(post(registration, { Accept: 'application/json' }));
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ status: 'invalid', issues: [{ field: 'event', message: messages.eventClosed }] });
      const classless = setup();
      classless.refuseRegistrations({ status: 'class_required' });
      const page = await classless.handle(post(registration));
      expect(page.status).toBe(422);
      expect(await page.text()).toContain(`Τάξη μαθητή (για ημερίδες μαθητών): ${messages.pupilClass}`);
      await classless.settled();
      expect(classless.registered).toEqual([]);
    });

    it('answers seats past what one address may hold on the people field, in Greek, and confirms nothing', async () => {
      const crowded = setup();
      crowded.refuseRegistrations({ status: 'seat_limit' });
      const answer = await crowded.handle(post(registration, { Accept: 'application/json' }));
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ status: 'invalid', issues: [{ field: 'people', message: messages.seatsPerAddress }] });
      await crowded.settled();
      expect(crowded.registered).toEqual([]);
    });

    it('refuses what no page posts before asking the database: no event, too many people, an unknown class', async () => {
      for (const wrong of [{ event: '' }, { event: 'x' }, { people: '0' }, { people: '11' }, { people: '1.5' }, { pupilClass: 'uni' }]) {
        const { handle, registrations } = setup();
        const response = await handle(post({ ...registration, ...wrong }, { Accept: 'application/json' }));
        expect(response.status).toBe(422);
        expect(registrations).toEqual([]);
      }
    });
  });

  it('answers a database refusal with 422 and an unreachable database with the spec’s Greek error, logged without personal data', async () => {
    const refused = setup(new IntakeRefused('PostgREST answered 400 (23514)'));
    expect((await refused.handle(post(valid))).status).toBe(422);
    const down = setup(new IntakeUnavailable('PostgREST unreachable: fetch failed'));
    const response = await down.handle(post(valid));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.');
    expect(down.log).toHaveBeenCalledWith('lead-intake: PostgREST unreachable: fetch failed');
    for (const call of [...down.log.mock.calls, ...refused.log.mock.calls])
      expect(JSON.stringify(call)).not.toMatch(/maria|Μαρία|6912345678/);
  });
});
