import {
  checkIsAdmin,
  createAppClient,
  createArticle,
  deleteArticle,
  insertLeadWith,
  listArticles,
  requestSampleDownload,
  sendLeadConversion,
  setArticleFeatured,
  setArticleStatus,
  signIn,
  signOut,
  submitLead,
  type AppClient,
} from '@cg/data';
import { handlers, mockAdmin, mockAnonKey, mockSupabaseUrl, resetMockSupabase } from '@cg/mocks';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestBackend } from './testBackend';

/**
 * The same supabase-js calls, through @cg/data where the site makes them, against the MSW handlers
 * in mocks/ and against the local backend: the answers must be the same, so the mocks Storybook
 * uses cannot drift from what the real database does.
 */
const mocks = setupServer(...handlers);
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  mocks.listen({ onUnhandledRequest: 'bypass' });
  resetMockSupabase();
  backend = await startTestBackend({ admin: mockAdmin });
}, 60_000);
afterAll(async () => {
  mocks.close();
  await backend?.stop();
});

const clientFor = (url: string, anonKey: string): AppClient =>
  createAppClient({ url, anonKey, options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } } });

const sides = () => ({
  mocks: { client: clientFor(mockSupabaseUrl, mockAnonKey), url: mockSupabaseUrl },
  backend: { client: clientFor(backend.url, backend.anonKey), url: backend.url },
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
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item, url)]));
  return value;
}

/** Runs one scenario on both sides with the same inputs and returns the two normalised answers. */
async function both<T>(scenario: (client: AppClient, url: string) => Promise<T>) {
  const { mocks: mocked, backend: real } = sides();
  const fromMocks = normalise(await scenario(mocked.client, mocked.url), mocked.url);
  const fromBackend = normalise(await scenario(real.client, real.url), real.url);
  return { fromMocks, fromBackend };
}

const errorOf = (answer: { error: { code?: string; message: string } | null; status: number }) => ({
  status: answer.status,
  code: answer.error?.code ?? null,
  message: answer.error?.message ?? null,
});

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };
const seedSlugs = ['pos-dialegoume-spoudes-choris-agchos', 'ta-epangelmata-me-zitisi-to-2026', 'michanografiko-sychna-lathi'];

describe('contract: the MSW mocks answer supabase-js as the local backend does', () => {
  it('leads: a submission is stored once per submission_id; anon can neither read back nor ask for the row', async () => {
    const submissionId = crypto.randomUUID();
    const answers = await both(async (client) => {
      const insert = insertLeadWith(client);
      const first = await submitLead(insert, 'students', student, { submissionId });
      const resend = await submitLead(insert, 'students', student, { submissionId });
      const foreis = await submitLead(insert, 'foreis', { responsibleName: 'Κ. Παπαδόπουλος', email: 'hr@example.gr', phone: '2101234567', companyName: 'Εταιρεία ΑΕ' }, { submissionId: crypto.randomUUID() });
      const duplicate = errorOf(await client.from('leads').insert({ submission_id: submissionId, first_name: 'Νίκος', last_name: 'Νίκου', email: 'n@example.gr', phone: '6900000000', lead_source: 'students_cta_form' }));
      const readBack = errorOf(await client.from('leads').select('*'));
      const returning = errorOf(
        await client.from('leads').insert({ submission_id: crypto.randomUUID(), first_name: 'Νίκος', last_name: 'Νίκου', email: 'n@example.gr', phone: '6900000000', lead_source: 'students_cta_form' }).select(),
      );
      return { first, resend, foreis, duplicate, readBack, returning };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({ first: { ok: true }, resend: { ok: true }, foreis: { ok: true }, duplicate: { status: 409, code: '23505' }, readBack: { status: 401, code: '42501' } });
  });

  it('leads: the specification’s payload (no submission_id) is stored; id and created_at are the database’s whatever the client sends', async () => {
    const email = `spec-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const forgedId = crypto.randomUUID();
    const answers = await both(async (client) => {
      const specPayload = errorOf(await client.from('leads').insert({ first_name: 'Μαρία', last_name: 'Παπαδοπούλου', email, phone: '6912345678', lead_source: 'students_cta_form' } as never));
      const forged = errorOf(
        await client.from('leads').insert({ id: forgedId, created_at: '2000-01-01T00:00:00+00:00', first_name: 'Νίκος', last_name: 'Νίκου', email, phone: '6900000000', lead_source: 'students_cta_form' } as never),
      );
      await signIn(client, mockAdmin.email, mockAdmin.password);
      const { data } = await client.from('leads').select('id, created_at, submission_id').eq('email', email).order('first_name');
      await signOut(client);
      return {
        specPayload,
        forged,
        stored: data?.length,
        everyRowHasSubmissionId: data?.every((row) => typeof row.submission_id === 'string'),
        forgedIdKept: data?.some((row) => row.id === forgedId),
        forgedTimeKept: data?.some((row) => row.created_at.startsWith('2000')),
      };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toEqual({
      specPayload: { status: 201, code: null, message: null },
      forged: { status: 201, code: null, message: null },
      stored: 2,
      everyRowHasSubmissionId: true,
      forgedIdKept: false,
      forgedTimeKept: false,
    });
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
        columns: await fetch(`${url}/rest/v1/leads?columns=first_name`, { method: 'POST', headers: { apikey: 'key', 'Content-Type': 'application/json' }, body: '{}' }).then((r) => r.status),
      };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
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
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: 'key', 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong' }) });
        return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) > 0 };
      };
      const out = [];
      for (let index = 0; index < 6; index += 1) out.push(await attempt());
      return out;
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toEqual([...Array(5).fill({ status: 400, retryAfter: false }), { status: 429, retryAfter: true }]);
  });

  it('leads: every form rule the database repeats refuses the row with the same error', async () => {
    const valid = { first_name: 'Μαρία', last_name: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678', lead_source: 'students_cta_form' as const };
    const broken: Record<string, unknown>[] = [
      { ...valid, phone: '69123' },
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
      { ...valid, submission_id: null },
      { ...valid, nickname: 'x' },
    ];
    const answers = await both(async (client) => {
      const out = [];
      for (const row of broken) out.push(errorOf(await client.from('leads').insert({ submission_id: crypto.randomUUID(), ...row } as never)));
      return out;
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    for (const answer of answers.fromBackend as { status: number }[]) expect(answer.status).toBe(400);
  });

  it('sample downloads: the record is written, anon cannot read it, and the public URL serves the PDF', async () => {
    const answers = await both(async (client) => {
      const errors: unknown[] = [];
      const download = await requestSampleDownload(client, 'personality', { name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr' }, 'Contract/1.0', (...args) => errors.push(args));
      const pdf = await fetch(download.ok ? download.url : '');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const refused = errorOf(await client.from('pdf_downloads').insert({ name: 'Ν', lastname: 'Κ', email: 'nikos@example.gr', pdf_type: 'cv' }));
      const missing = await fetch(download.ok ? download.url.replace('personality', 'unknown') : '');
      return {
        download,
        logged: errors.length,
        pdf: { status: pdf.status, type: pdf.headers.get('content-type'), size: bytes.length, start: new TextDecoder().decode(bytes.subarray(0, 5)) },
        readBack: errorOf(await client.from('pdf_downloads').select('*')),
        refused,
        missing: { status: missing.status, body: await missing.json() },
      };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({ download: { ok: true }, logged: 0, pdf: { status: 200, type: 'application/pdf', start: '%PDF-' } });
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
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect((answers.fromBackend as { seeded: { slug: string }[] }).seeded.map((article) => article.slug)).toEqual(seedSlugs.slice(0, 2).reverse());
  });

  it('admin: sign-in, role check, every article, then create with a thumbnail, publish, feature, unpublish and delete', async () => {
    const slug = `contract-${crypto.randomUUID().slice(0, 8)}`;
    const answers = await both(async (client) => {
      const wrongPassword = await signIn(client, mockAdmin.email, 'wrong-password');
      const signedIn = await signIn(client, mockAdmin.email, mockAdmin.password);
      const { data: user } = await client.auth.getUser();
      const isAdmin = await checkIsAdmin(client);
      const list = await listArticles(client);
      const seeded = list.ok ? list.data.filter((article) => seedSlugs.includes(article.slug)) : list;
      const thumbnail = { name: 'Εξώφυλλο.PNG', type: 'image/png', body: new Blob([new Uint8Array(256)], { type: 'image/png' }) };
      const created = await createArticle(client, { title: 'Άρθρο συμβολαίου', slug, category: 'work', excerpt: ' Σύνοψη ', content: '', thumbnail }, () => 1_790_000_000_000);
      const read = async () => (await client.from('articles').select('title, slug, category, excerpt, content, thumbnail_url, featured, status, published_at').eq('slug', slug)).data?.[0];
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
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({
      wrongPassword: { ok: false, message: 'Λάθος email ή κωδικός πρόσβασης.' },
      isAdmin: true,
      draft: { status: 'draft', published_at: null, excerpt: 'Σύνοψη', thumbnail_url: `<supabase>/storage/v1/object/public/article-images/${slug}-1790000000000.png` },
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
        const { data, error } = await client.storage.from(bucket).upload(name, new Blob([new Uint8Array(bytes)], { type }), { contentType: type });
        return { data, error: error ? { message: error.message, status: (error as { status?: number }).status } : null };
      };
      const anon = await upload('article-images', `${tag}-anon.png`, 'image/png', 64);
      await signIn(client, mockAdmin.email, mockAdmin.password);
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
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({ anon: { data: null }, ok: { error: null }, again: { data: null }, tooLarge: { data: null }, notImage: { data: null }, intoPdfs: { data: null } });
  });

  it('functions: meta-conversion refuses a bad payload and, without secrets, sends nothing', async () => {
    const answers = await both(async (client) => {
      const invoke = async (body: unknown) => {
        const { data, error } = await client.functions.invoke('meta-conversion', { body: body as Record<string, unknown> });
        const context = (error as { context?: Response } | null)?.context;
        return { data, status: context?.status ?? 200, body: context ? await context.json() : null };
      };
      const logged: unknown[] = [];
      return {
        sent: await sendLeadConversion(client, 'foreis', { email: 'hr@example.gr', firstName: 'Κ.', lastName: 'N/A', phone: '2101234567' }, 'https://example.gr', { log: (...args) => logged.push(args) }),
        logged: logged.length,
        badPayload: await invoke({ event_name: 'Purchase' }),
        valid: await invoke({ event_name: 'Lead', email: 'a@example.gr', first_name: 'Α', source_url: 'https://example.gr/students', content_name: 'Students Form Completed', content_category: 'Lead Generation' }),
      };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    // Without Meta credentials the function is a dry run: 202 { sent: false }, which is no failure.
    expect(answers.fromBackend).toMatchObject({ sent: false, logged: 0, badPayload: { status: 400 }, valid: { data: { sent: false, event_id: '<uuid>' }, status: 200 } });
  });

  it('requests outside the subset: unknown tables, unsupported filters and malformed JSON get the same clear errors', async () => {
    const answers = await both(async (client, url) => {
      const post = async (path: string, body: string) => {
        const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', apikey: 'key' }, body });
        return { status: response.status, body: await response.json() };
      };
      return {
        unknownTable: errorOf(await client.from('newsletter' as never).select('*')),
        unsupportedFilter: errorOf(await client.from('articles').select('*').gt('created_at', '2020-01-01')),
        unknownColumn: errorOf(await client.from('articles').select('author')),
        malformed: await post('/rest/v1/leads', '{"first_name":'),
        notObjects: await post('/rest/v1/leads', '[1, 2]'),
      };
    });
    expect(answers.fromMocks).toEqual(answers.fromBackend);
    expect(answers.fromBackend).toMatchObject({ unknownTable: { status: 404 }, unsupportedFilter: { status: 400 }, malformed: { status: 400 } });
  });
});
