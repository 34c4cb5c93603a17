import {
  checkIsAdmin,
  countOverdue,
  createAppClient,
  createArticle,
  deleteArticle,
  deleteLead,
  readLead,
  readLeads,
  saveLeadNote,
  setLeadStatus,
  leadSubmission,
  listArticles,
  requestSample,
  setArticleFeatured,
  setArticleStatus,
  signIn,
  signOut,
  submitLead,
  type AppClient,
} from '@cg/data';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBackend, type Backend } from './backend';
import { openDatabase } from './database';
import { samplePdfs } from './fileObjectStore';
import { memoryObjectStore } from './storage';
import { storyAdmin } from './storyAccount';
import { startTestBackend } from './testBackend';
import { loadFunctionDefinitions } from '../../../supabase/functions/_shared/folders';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/**
 * The same supabase-js calls, through @cg/data where the site makes them, against the backend as Storybook runs it
 * (`handle` over PGlite in the page, reached through MSW) and as the Node server runs it (over PostgreSQL in the
 * database test step, PGlite otherwise): the answers must be the same, so what stories see is what the server does.
 */
const inPageUrl = 'http://in-page.localhost:54321';
let inPage: Backend;
const pageRequests = setupServer(http.all(`${inPageUrl}/*`, ({ request }) => inPage.handle(request)));
let backend: Awaited<ReturnType<typeof startTestBackend>>;

// One client address sends everything here: a limit no scenario reaches (the throttle has a scenario of its own).
const intake = everyIntakeLimitAt(1000);

beforeAll(async () => {
  pageRequests.listen({ onUnhandledRequest: 'bypass' });
  inPage = await createBackend({
    functions: await loadFunctionDefinitions(),
    db: await openDatabase(),
    url: inPageUrl,
    objects: memoryObjectStore(),
    samplePdfs: samplePdfs(),
    mailer: async () => 'sent',
    admin: storyAdmin,
    intake,
    conversionLog: () => undefined,
    mail: { log: () => undefined },
  });
  backend = await startTestBackend({ admin: storyAdmin, intake, conversionLog: () => undefined });
}, 60_000);
afterAll(async () => {
  pageRequests.close();
  await backend?.stop();
});

const clientFor = (url: string, anonKey: string): AppClient =>
  createAppClient({
    url,
    anonKey,
    options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } },
  });

const sides = () => ({
  page: { client: clientFor(inPageUrl, inPage.anonKey), url: inPageUrl, serviceRoleKey: inPage.serviceRoleKey },
  backend: { client: clientFor(backend.url, backend.anonKey), url: backend.url, serviceRoleKey: backend.serviceRoleKey },
});

/** Values that legitimately differ between two databases: generated ids, clock times, tokens, hosts. */
function normalise(value: unknown, url: string): unknown {
  if (typeof value === 'string') {
    return value
      .split(url)
      .join('<supabase>')
      .replace(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/, '<timestamp>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, url));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item, url)]));
  return value;
}

/** Runs one scenario on both sides with the same inputs and returns the two normalised answers. */
async function both<T>(scenario: (client: AppClient, url: string, serviceRoleKey: string) => Promise<T>) {
  const { page, backend: real } = sides();
  const fromPage = normalise(await scenario(page.client, page.url, page.serviceRoleKey), page.url);
  const fromBackend = normalise(await scenario(real.client, real.url, real.serviceRoleKey), real.url);
  return { fromPage, fromBackend };
}

/** Calls one of the intake's database functions as the service role, as the Edge Functions do. */
async function rpc(url: string, key: string, name: string, args: unknown, token = key) {
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${token}` },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body: 'code' in body ? { code: body.code, message: body.message } : body };
}

const errorOf = (answer: { error: { code?: string; message: string } | null; status: number }) => ({
  status: answer.status,
  code: answer.error?.code ?? null,
  message: answer.error?.message ?? null,
});

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };
const seedSlugs = ['pos-dialegoume-spoudes-choris-agchos', 'ta-epangelmata-me-zitisi-to-2026', 'michanografiko-sychna-lathi'];

describe('contract: the backend in the page answers supabase-js as the Node server does', () => {
  it('leads: visitors cannot write directly; the intake stores a submission once, a plain double post once, and nobody reads back', async () => {
    const submissionId = crypto.randomUUID();
    const plainEmail = `plain-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const answers = await both(async (client, url) => {
      const endpoint = `${url}/functions/v1/lead-intake`;
      const direct = errorOf(
        await client.from('leads').insert({
          submission_id: crypto.randomUUID(),
          first_name: 'Νίκος',
          last_name: 'Νίκου',
          email: 'n@example.gr',
          phone: '6900000000',
          lead_source: 'students_cta_form',
        }),
      );
      const first = await submitLead(endpoint, 'students', student, { submissionId });
      const resend = await submitLead(endpoint, 'students', student, { submissionId });
      const foreis = await submitLead(
        endpoint,
        'foreis',
        { responsibleName: 'Κ. Παπαδόπουλος', email: 'hr@example.gr', phone: '2101234567', companyName: 'Εταιρεία ΑΕ' },
        { submissionId: crypto.randomUUID() },
      );
      const invalid = await submitLead(endpoint, 'seminaria', { ...student, phone: 'abcdefghij' }, { submissionId: crypto.randomUUID() });
      const plain = async () => {
        const response = await fetch(endpoint, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: leadSubmission('mixanografika', { ...student, email: plainEmail }),
        });
        return { status: response.status, location: response.headers.get('location') };
      };
      const plainPosts = [await plain(), await plain()];
      const readBack = errorOf(await client.from('leads').select('*'));
      await signIn(client, storyAdmin.email, storyAdmin.password);
      const ofSubmission = (await client.from('leads').select('lead_source, first_name').eq('submission_id', submissionId)).data;
      const ofPlainPost = (await client.from('leads').select('lead_source, submission_id').eq('email', plainEmail)).data;
      await signOut(client);
      return { direct, first, resend, foreis, invalid, plainPosts, readBack, ofSubmission, ofPlainPost };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toEqual({
      direct: { status: 401, code: '42501', message: 'permission denied for table leads' },
      first: { ok: true },
      resend: { ok: true },
      foreis: { ok: true },
      invalid: { ok: false, reason: 'invalid', issues: [{ field: 'phone', message: 'Παρακαλώ εισάγετε έγκυρο τηλέφωνο' }] },
      plainPosts: [
        { status: 303, location: 'http://127.0.0.1:4173/mixanografika/thank-you' },
        { status: 303, location: 'http://127.0.0.1:4173/mixanografika/thank-you' },
      ],
      readBack: { status: 401, code: '42501', message: 'permission denied for table leads' },
      ofSubmission: [{ lead_source: 'students_cta_form', first_name: 'Μαρία' }],
      ofPlainPost: [{ lead_source: 'mixanografika_contact_form', submission_id: '<uuid>' }],
    });
  });

  it('intake: the database functions resend, deduplicate and throttle alike, and only the service role may call them', async () => {
    const answers = await both(async (_client, url, key) => {
      const client = `contract-${crypto.randomUUID()}`;
      // E-mails of this run only: a database shared with other runs may hold earlier ones.
      const tag = crypto.randomUUID().slice(0, 8);
      const lead = (email: string, submission_id?: string) => ({
        first_name: 'Μαρία',
        last_name: 'Παπαδοπούλου',
        email: `${tag}-${email}`,
        phone: '6912345678',
        lead_source: 'students_cta_form',
        submission_id,
      });
      const call = (args: Record<string, unknown>) =>
        rpc(url, key, 'intake_lead', { client, max_per_window: 2, window_seconds: 600, ...args });
      const id = crypto.randomUUID();
      return {
        stored: await call({ lead: lead('t1@example.gr', id) }),
        resend: await call({ lead: lead('t1@example.gr', id) }),
        plain: await call({ lead: lead('t2@example.gr') }),
        plainAgain: await call({ lead: lead('t2@example.gr') }),
        throttled: await call({ lead: lead('t3@example.gr') }),
        downloads: [
          await rpc(url, key, 'record_download', {
            download: { name: 'Ν', lastname: 'Κ', email: 'n@example.gr', pdf_type: 'career', user_agent: 'x' },
            client,
            max_per_window: 1,
            window_seconds: 600,
          }),
          await rpc(url, key, 'record_download', {
            download: { name: 'Ν', lastname: 'Κ', email: 'm@example.gr', pdf_type: 'career', user_agent: 'x' },
            client,
            max_per_window: 1,
            window_seconds: 600,
          }),
        ],
        asAnon: await rpc(
          url,
          key,
          'intake_lead',
          { lead: lead('t4@example.gr'), client, max_per_window: 2, window_seconds: 600 },
          'not-a-jwt',
        ),
        unknownArgument: await call({ lead: lead('t5@example.gr'), priority: 'high' }),
        unknownFunction: await rpc(url, key, 'drop_everything', {}),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      stored: { status: 200, body: { status: 'stored', id: '<uuid>', submission_id: '<uuid>' } },
      resend: { status: 200, body: { status: 'duplicate' } },
      plain: { status: 200, body: { status: 'stored' } },
      plainAgain: { status: 200, body: { status: 'duplicate' } },
      throttled: { status: 200, body: { status: 'throttled', retry_after: 600 } },
      downloads: [{ body: { status: 'stored' } }, { body: { status: 'throttled' } }],
      asAnon: { status: 401, body: { code: '42501' } },
      unknownArgument: { status: 404, body: { code: 'PGRST202' } },
      unknownFunction: { status: 404, body: { code: 'PGRST202' } },
    });
  });

  it('inbox: an admin pages, filters, searches without accents, counts the overdue, changes a status, writes a note and erases; a visitor does none of it', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const answers = await both(async (client, url, key) => {
      // Three leads of this run, as the intake stores them.
      for (const [index, name] of (['Ελένη', 'Νίκος', 'Ελένη'] as const).entries()) {
        await rpc(url, key, 'intake_lead', {
          lead: {
            first_name: name,
            last_name: `Δοκιμή${tag}`,
            email: `inbox-${tag}-${index}@example.gr`,
            phone: `69000000${index}0`,
            lead_source: index === 1 ? 'foreis_cta_form' : 'students_cta_form',
            company_name: index === 1 ? 'Λύκειο' : null,
          },
          client: `inbox-${tag}`,
          max_per_window: 100,
          window_seconds: 600,
        });
      }
      const visitor = {
        list: errorOf(await client.from('leads').select('id')),
        inbox: errorOf(await client.rpc('inbox_leads', { search: tag })),
        status: errorOf(await client.from('leads').update({ status: 'done' }).eq('email', `inbox-${tag}-0@example.gr`)),
      };
      await signIn(client, storyAdmin.email, storyAdmin.password);
      const mine = { q: `δοκιμη${tag}` };
      const page = await readLeads(client, mine, 1, 2);
      const second = await readLeads(client, mine, 2, 2);
      const search = await readLeads(client, { q: `ΕΛΈΝΗ δοκιμή${tag.toUpperCase()}` }, 1);
      const foreis = await readLeads(client, { ...mine, form: 'foreis' }, 1);
      const pattern = await readLeads(client, { q: `δοκιμη${tag}%` }, 1);
      const tooLarge = errorOf(await client.rpc('inbox_leads', { page_size: 5000 }));
      const target = page.rows[0]!;
      const changed = await setLeadStatus(client, target.id, 'contacted');
      const noted = await saveLeadNote(client, target.id, '  Κλήση στις 17:00.  ');
      const forged = errorOf(await client.from('leads').update({ status_changed_by: null, email: 'x@example.gr' }).eq('id', target.id));
      const afterChange = await readLead(client, target.id);
      const overdueNow = await countOverdue(client, Date.now());
      const overdueLater = (await countOverdue(client, Date.now() + 48 * 3_600_000)) - overdueNow;
      const erased = await deleteLead(client, target.id);
      const afterErase = await readLead(client, target.id);
      await signOut(client);
      return {
        visitor,
        page: { total: page.total, names: page.rows.map((row) => row.first_name) },
        second: second.rows.map((row) => row.first_name),
        search: search.rows.map((row) => row.email),
        foreis: foreis.rows.map((row) => row.company_name),
        pattern: pattern.total,
        tooLarge: tooLarge.code,
        changed,
        noted,
        forged,
        afterChange: {
          status: afterChange?.status,
          note: afterChange?.note,
          stamped: Boolean(afterChange?.status_changed_at && afterChange.status_changed_by),
        },
        overdueLater,
        erased,
        afterErase,
      };
    });
    // The overdue count covers every lead of the project: a database shared with other tests has more.
    const withoutCount = ({ overdueLater: _count, ...rest }: Record<string, unknown>) => rest;
    expect(withoutCount(answers.fromPage as Record<string, unknown>)).toEqual(withoutCount(answers.fromBackend as Record<string, unknown>));
    expect((answers.fromPage as { overdueLater: number }).overdueLater).toBeGreaterThanOrEqual(2);
    expect(answers.fromBackend).toEqual({
      visitor: {
        list: { status: 401, code: '42501', message: 'permission denied for table leads' },
        inbox: { status: 401, code: '42501', message: 'permission denied for function inbox_leads' },
        status: { status: 401, code: '42501', message: 'permission denied for table leads' },
      },
      page: { total: 3, names: ['Ελένη', 'Νίκος'] },
      second: ['Ελένη'],
      search: [`inbox-${tag}-2@example.gr`, `inbox-${tag}-0@example.gr`],
      foreis: ['Λύκειο'],
      // A % is text to find, not a wildcard.
      pattern: 0,
      tooLarge: '22023',
      changed: { ok: true, data: null },
      noted: { ok: true, data: null },
      forged: { status: 403, code: '42501', message: 'permission denied for table leads' },
      afterChange: { status: 'contacted', note: 'Κλήση στις 17:00.', stamped: true },
      // Every new lead of the project (earlier tests' too): this run's two among them.
      overdueLater: expect.any(Number),
      erased: { ok: true, data: null },
      afterErase: null,
    });
    expect((answers.fromBackend as { overdueLater: number }).overdueLater).toBeGreaterThanOrEqual(2);
  });

  it('reads: .range() and a Range header page through rows; a bad limit, on_conflict and columns are refused, never ignored', async () => {
    const answers = await both(async (client, url) => {
      const slugs = async (query: PromiseLike<{ data: { slug: string }[] | null }>) => (await query).data?.map((row) => row.slug);
      const raw = async (query: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${url}/rest/v1/articles?${query}`, { headers: { apikey: 'key', ...headers } });
        return { status: response.status, body: await response.json() };
      };
      const ordered = () => client.from('articles').select('slug').order('slug');
      return {
        all: await slugs(ordered()),
        second: await slugs(ordered().range(1, 1)),
        fromSecond: await slugs(ordered().range(1, 5)),
        rangeHeader: await raw('select=slug&order=slug', { Range: '1-1' }),
        hugeLimit: await raw(`select=slug&limit=${'9'.repeat(400)}`),
        negativeOffset: await raw('select=slug&offset=-1'),
        badRange: await raw('select=slug', { Range: '5-2' }),
        onConflict: errorOf(await client.from('articles').upsert({ title: 'Χ', slug: 'x' }, { onConflict: 'slug' })),
        columns: await fetch(`${url}/rest/v1/leads?columns=first_name`, {
          method: 'POST',
          headers: { apikey: 'key', 'Content-Type': 'application/json' },
          body: '{}',
        }).then((r) => r.status),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    const backendAnswers = answers.fromBackend as Record<string, unknown> & { all: string[] };
    expect(backendAnswers.second).toEqual([backendAnswers.all[1]]);
    expect(backendAnswers.fromSecond).toEqual(backendAnswers.all.slice(1, 6));
    expect(backendAnswers).toMatchObject({
      rangeHeader: { status: 200, body: [{ slug: backendAnswers.all[1] }] },
      hugeLimit: { status: 400, body: { code: 'PGRST100' } },
      negativeOffset: { status: 400 },
      badRange: { status: 416 },
      onConflict: { status: 400, code: 'PGRST100' },
      columns: 400,
    });
  });

  it('auth: repeated wrong passwords for one e-mail are throttled with 429 and Retry-After', async () => {
    const email = `nobody-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const answers = await both(async (_client, url) => {
      const attempt = async () => {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: 'key', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong' }),
        });
        return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) > 0 };
      };
      const out = [];
      for (let index = 0; index < 6; index += 1) out.push(await attempt());
      return out;
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toEqual([...Array(5).fill({ status: 400, retryAfter: false }), { status: 429, retryAfter: true }]);
  });

  it('leads: every form rule the database repeats refuses the row with the same error, whoever sends it', async () => {
    const valid = {
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'maria@example.gr',
      phone: '6912345678',
      lead_source: 'students_cta_form' as const,
    };
    const broken: Record<string, unknown>[] = [
      { ...valid, phone: '69123' },
      { ...valid, phone: 'abcdefghij' },
      { ...valid, phone: '1234567890123456' },
      { ...valid, phone: '69+12345678' },
      { ...valid, email: 'maria.example.gr' },
      { ...valid, email: 'maria @example.gr' },
      { ...valid, first_name: 'Μ' },
      { ...valid, last_name: ' ' },
      { ...valid, first_name: 'α'.repeat(101) },
      { ...valid, lead_source: 'newsletter' },
      { ...valid, company_name: 'Εταιρεία' },
      { ...valid, lead_source: 'foreis_cta_form' },
      { ...valid, lead_source: 'foreis_cta_form', company_name: 'Ε', last_name: 'N/A' },
      { ...valid, lead_source: 'foreis_cta_form', company_name: 'Εταιρεία', first_name: 'Κ', last_name: 'N/A' },
      { ...valid, submission_id: 'not-a-uuid' },
    ];
    const answers = await both(async (_client, url, key) => {
      const out = [];
      // Each its own e-mail (unless it breaks that): the same form, e-mail and phone within minutes would be a double post of an earlier lead.
      for (const [index, lead] of broken.entries()) {
        const row = lead.email === valid.email ? { ...lead, email: `rules-${index}-${crypto.randomUUID().slice(0, 8)}@example.gr` } : lead;
        out.push(
          await rpc(url, key, 'intake_lead', {
            lead: row,
            client: `rules-${crypto.randomUUID()}`,
            max_per_window: 100,
            window_seconds: 600,
          }),
        );
      }
      return out;
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    for (const [index, answer] of (answers.fromBackend as { status: number }[]).entries())
      expect(answer.status, JSON.stringify(broken[index])).toBe(400);
  });

  it('sample downloads: recorded through sample-download, never directly; the public URL serves the PDF', async () => {
    const email = `nikos-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const answers = await both(async (client, url) => {
      const download = await requestSample(`${url}/functions/v1/sample-download`, 'personality', { name: 'Νίκος', lastname: 'Κ', email });
      const pdf = await fetch(download.ok ? download.url : '');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const refused = errorOf(
        await client.from('pdf_downloads').insert({ name: 'Ν', lastname: 'Κ', email: 'nikos@example.gr', pdf_type: 'career' }),
      );
      const missing = await fetch(download.ok ? download.url.replace('personality', 'unknown') : '');
      await signIn(client, storyAdmin.email, storyAdmin.password);
      const recorded = (await client.from('pdf_downloads').select('name, email, pdf_type, ip_address').eq('email', email)).data;
      await signOut(client);
      return {
        download,
        pdf: {
          status: pdf.status,
          type: pdf.headers.get('content-type'),
          size: bytes.length,
          start: new TextDecoder().decode(bytes.subarray(0, 5)),
        },
        readBack: errorOf(await client.from('pdf_downloads').select('*')),
        refused,
        missing: { status: missing.status, body: await missing.json() },
        recorded,
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      download: { ok: true },
      pdf: { status: 200, type: 'application/pdf', start: '%PDF-' },
      refused: { status: 401, code: '42501' },
      recorded: [{ name: 'Νίκος', email, pdf_type: 'personality', ip_address: '' }],
    });
  });

  it('articles: visitors see the published seed articles, newest first, and may not write', async () => {
    const answers = await both(async (client) => {
      const list = await listArticles(client);
      const seeded = list.ok ? list.data.filter((article) => seedSlugs.includes(article.slug)) : list;
      const id = list.ok ? list.data[0]!.id : '';
      return {
        seeded,
        create: await createArticle(client, { title: 'Χ', slug: 'visitor-article', category: 'work', excerpt: '', content: '' }),
        publish: await setArticleStatus(client, id, 'draft'),
        remove: await deleteArticle(client, id),
        roles: errorOf(await client.from('user_roles').select('role')),
        admin: await checkIsAdmin(client),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect((answers.fromBackend as { seeded: { slug: string }[] }).seeded.map((article) => article.slug)).toEqual(
      seedSlugs.slice(0, 2).reverse(),
    );
  });

  it('article listing: a visitor searches published articles without accents, featured ones left out, never with a pattern', async () => {
    const slugs = (answer: { data: unknown }) =>
      ((answer.data as { latest?: { slug: string }[] } | null)?.latest ?? []).map((article) => article.slug);
    const answers = await both(async (client) => ({
      found: slugs(await client.rpc('article_listing', { search: 'ΕΠΑΓΓΕΛΜΑΤΑ με ζητηση' })),
      featuredLeftOut: slugs(await client.rpc('article_listing', { search: 'χωρισ αγχοσ' })),
      draftLeftOut: slugs(await client.rpc('article_listing', { search: 'μηχανογραφικό: συχνά', category: 'education' })),
      wildcard: slugs(await client.rpc('article_listing', { search: '%' })),
      columns: Object.keys(((await client.rpc('article_listing', {})).data as { columns: object }).columns).sort(),
      tooLarge: errorOf(await client.rpc('article_listing', { latest_size: 5000 })),
      badCategory: errorOf(await client.rpc('article_listing', { category: 'politics' as never })).code,
    }));
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      found: ['ta-epangelmata-me-zitisi-to-2026'],
      featuredLeftOut: [],
      draftLeftOut: [],
      wildcard: [],
      columns: ['education', 'work'],
      tooLarge: { status: 400, code: '22023' },
      badCategory: '22P02',
    });
  });

  it('admin: sign-in, role check, every article, then create with a thumbnail, publish, feature, unpublish and delete', async () => {
    const slug = `contract-${crypto.randomUUID().slice(0, 8)}`;
    const answers = await both(async (client) => {
      const wrongPassword = await signIn(client, storyAdmin.email, 'wrong-password');
      const signedIn = await signIn(client, storyAdmin.email, storyAdmin.password);
      const { data: user } = await client.auth.getUser();
      const isAdmin = await checkIsAdmin(client);
      const list = await listArticles(client);
      const seeded = list.ok ? list.data.filter((article) => seedSlugs.includes(article.slug)) : list;
      const thumbnail = { name: 'Εξώφυλλο.PNG', type: 'image/png', body: new Blob([new Uint8Array(256)], { type: 'image/png' }) };
      const created = await createArticle(
        client,
        { title: 'Άρθρο συμβολαίου', slug, category: 'work', excerpt: ' Σύνοψη ', content: '', thumbnail },
        () => 1_790_000_000_000,
      );
      const read = async () =>
        (
          await client
            .from('articles')
            .select('title, slug, category, excerpt, content, thumbnail_url, featured, status, published_at')
            .eq('slug', slug)
        ).data?.[0];
      const draft = await read();
      const image = await fetch(draft?.thumbnail_url ?? '');
      const id = (await client.from('articles').select('id').eq('slug', slug)).data?.[0]?.id ?? '';
      const published = [await setArticleStatus(client, id, 'published'), await read()];
      const featured = [await setArticleFeatured(client, id, true), await read()];
      const unpublished = [await setArticleStatus(client, id, 'draft'), await read()];
      const duplicate = await createArticle(client, { title: 'Ξανά', slug, category: 'education', excerpt: '', content: '' });
      const badSlug = await createArticle(client, { title: 'Κακό', slug: 'Κακό slug', category: 'education', excerpt: '', content: '' });
      const removed = [await deleteArticle(client, id), await read()];
      const signedOut = await signOut(client);
      return {
        wrongPassword,
        signedIn,
        email: user.user?.email,
        isAdmin,
        seeded,
        created,
        draft,
        image: { status: image.status, type: image.headers.get('content-type'), size: (await image.arrayBuffer()).byteLength },
        published,
        featured,
        unpublished,
        duplicate,
        badSlug,
        removed,
        signedOut,
        afterSignOut: await checkIsAdmin(client),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      wrongPassword: { ok: false, message: 'Λάθος email ή κωδικός πρόσβασης.' },
      isAdmin: true,
      draft: {
        status: 'draft',
        published_at: null,
        excerpt: 'Σύνοψη',
        thumbnail_url: `<supabase>/storage/v1/object/public/article-images/${slug}-1790000000000.png`,
      },
      image: { status: 200, type: 'image/png', size: 256 },
      published: [{ ok: true }, { status: 'published', published_at: '<timestamp>' }],
      unpublished: [{ ok: true }, { status: 'draft', published_at: null }],
      removed: [{ ok: true }, undefined],
      afterSignOut: false,
    });
    expect((answers.fromBackend as { seeded: unknown[] }).seeded).toHaveLength(3);
  });

  it('storage: only an admin uploads, only images, within the size limit, never over an existing file', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const answers = await both(async (client) => {
      const upload = async (bucket: string, name: string, type: string, bytes: number) => {
        const { data, error } = await client.storage
          .from(bucket)
          .upload(name, new Blob([new Uint8Array(bytes)], { type }), { contentType: type });
        return { data, error: error ? { message: error.message, status: (error as { status?: number }).status } : null };
      };
      const anon = await upload('article-images', `${tag}-anon.png`, 'image/png', 64);
      await signIn(client, storyAdmin.email, storyAdmin.password);
      return {
        anon,
        ok: await upload('article-images', `${tag}.png`, 'image/png', 64),
        again: await upload('article-images', `${tag}.png`, 'image/png', 64),
        tooLarge: await upload('article-images', `${tag}-big.png`, 'image/png', 2 * 1024 * 1024 + 1),
        notImage: await upload('article-images', `${tag}.pdf`, 'application/pdf', 64),
        intoPdfs: await upload('pdfs', `${tag}.pdf`, 'application/pdf', 64),
        noBucket: await upload('videos', `${tag}.mp4`, 'video/mp4', 64),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      anon: { data: null },
      ok: { error: null },
      again: { data: null },
      tooLarge: { data: null },
      notImage: { data: null },
      intoPdfs: { data: null },
    });
  });

  it('functions: the intake refuses what is not a small plain form the same way, as JSON or as a Greek page', {
    timeout: 30_000,
  }, async () => {
    const answers = await both(async (_client, url) => {
      const post = async (name: string, body: string, headers: Record<string, string>) => {
        const response = await fetch(`${url}/functions/v1/${name}`, { method: 'POST', redirect: 'manual', headers, body });
        const text = await response.text();
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
        };
      };
      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const json = { ...form, Accept: 'application/json' };
      return {
        notAForm: await post('lead-intake', '{"form":"students"}', { 'Content-Type': 'application/json', Accept: 'application/json' }),
        // Twice the intake's limit (the largest form filled to its limits in the worst encoding).
        tooLarge: await post('lead-intake', `form=students&firstName=${'α'.repeat(25_000)}`, json),
        unknownForm: await post('lead-intake', 'form=newsletter', json),
        repeated: await post('lead-intake', 'form=students&form=foreis', form),
        nulByte: await post('lead-intake', 'form=students&firstName=%00', json),
        honeypot: await post('lead-intake', leadSubmission('students', student).toString() + '&website=x', json),
        unknownSample: await post('sample-download', 'product=cv&name=a&lastname=b&email=a%40b.gr', json),
        sampleInvalid: await post('sample-download', 'product=career&name=&lastname=b&email=x', form),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      notAForm: { status: 415, json: { status: 'refused' } },
      tooLarge: { status: 413 },
      unknownForm: { status: 400, json: { status: 'refused', message: 'Η φόρμα δεν αναγνωρίζεται.' } },
      repeated: { status: 400, type: 'text/html; charset=utf-8' },
      nulByte: { status: 400 },
      honeypot: { status: 200, json: { status: 'stored' } },
      unknownSample: { status: 400 },
      sampleInvalid: { status: 422, type: 'text/html; charset=utf-8' },
    });
  });

  it('requests outside the subset: unknown tables, unsupported filters and malformed JSON get the same clear errors', async () => {
    const answers = await both(async (client, url) => {
      const post = async (path: string, body: string) => {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: 'key' },
          body,
        });
        return { status: response.status, body: await response.json() };
      };
      return {
        unknownTable: errorOf(await client.from('newsletter' as never).select('*')),
        unsupportedFilter: errorOf(await client.from('articles').select('*').like('title', '%x%')),
        inbox: await client
          .from('articles')
          .select('slug', { count: 'exact' })
          .gte('created_at', '2020-01-01')
          .in('category', ['education', 'work'])
          .ilike('title', '*Μ*')
          .order('created_at', { ascending: false })
          .order('slug')
          .range(0, 0)
          .then(({ data, count, error }) => ({ data, count, error })),
        unknownColumn: errorOf(await client.from('articles').select('author')),
        malformed: await post('/rest/v1/leads', '{"first_name":'),
        notObjects: await post('/rest/v1/leads', '[1, 2]'),
        notJson: (
          await fetch(`${url}/rest/v1/articles`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain', apikey: 'key' },
            body: 'title=x',
          })
        ).status,
        deep: await post('/rest/v1/articles', `${'['.repeat(5000)}${']'.repeat(5000)}`),
        wideSelect: errorOf(await client.from('articles').select(Array.from({ length: 1700 }, () => 'slug').join(','))),
      };
    });
    expect(answers.fromPage).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      unknownTable: { status: 404 },
      unsupportedFilter: { status: 400 },
      malformed: { status: 400 },
      notJson: 415,
      deep: { status: 400 },
      wideSelect: { status: 400 },
    });
  });
});
