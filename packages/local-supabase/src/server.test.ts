import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  checkIsAdmin,
  createAppClient,
  createArticle,
  deleteArticle,
  requestSampleDownload,
  insertLeadWith,
  listArticles,
  sendLeadConversion,
  setArticleStatus,
  signIn,
  submitLead,
  type AppClient,
} from '@cg/data';
import { startTestBackend } from './testBackend';

const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
let backend: Awaited<ReturnType<typeof startTestBackend>>;
const client = (): AppClient =>
  createAppClient({
    url: backend.url,
    anonKey: backend.anonKey,
    options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
  });

beforeAll(async () => {
  backend = await startTestBackend({ admin });
}, 60_000);
afterAll(async () => backend?.stop());

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

describe('the local backend answers supabase-js like Supabase', () => {
  it('stores a lead sent with the anon key, once per submission_id, and never lets anon read it back', async () => {
    const anon = client();
    const submissionId = crypto.randomUUID();
    expect(await submitLead(insertLeadWith(anon), 'students', student, { submissionId })).toEqual({ ok: true });
    // A resend of the same filled form is idempotent.
    expect(await submitLead(insertLeadWith(anon), 'students', student, { submissionId })).toEqual({ ok: true });
    const { rows } = await backend.db.query('select count(*)::int as n from public.leads where submission_id = $1', [submissionId]);
    expect(rows).toEqual([{ n: 1 }]);
    const { error } = await anon.from('leads').select('*');
    expect(error?.code).toBe('42501');
  });

  it('refuses rows that break the form rules, in PostgREST’s shape', async () => {
    const { error, status } = await client()
      .from('leads')
      .insert({ submission_id: crypto.randomUUID(), first_name: 'Μ', last_name: 'Π', email: 'x', phone: '1', lead_source: 'students_cta_form' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });

  it('refuses insert-returning for anon (no read access), as the real service does', async () => {
    const { error } = await client()
      .from('leads')
      .insert({ submission_id: crypto.randomUUID(), ...{ first_name: 'Μαρία', last_name: 'Παπά', email: 'm@example.gr', phone: '6912345678' }, lead_source: 'students_cta_form' })
      .select();
    expect(error?.code).toBe('42501');
  });

  it('shows anon only published articles, and an admin every one', async () => {
    const anon = await listArticles(client());
    expect(anon.ok && anon.data.every((article) => article.status === 'published')).toBe(true);
    const signedIn = client();
    expect(await signIn(signedIn, admin.email, admin.password)).toEqual({ ok: true, data: null });
    expect(await checkIsAdmin(signedIn)).toBe(true);
    const all = await listArticles(signedIn);
    expect(all.ok && all.data.some((article) => article.status === 'draft')).toBe(true);
  });

  it('lets an admin create, publish and delete an article; published_at follows the status', async () => {
    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const slug = `local-test-${Date.now()}`;
    expect(await createArticle(signedIn, { title: 'Δοκιμή', slug, category: 'education', excerpt: '', content: '' })).toEqual({ ok: true, data: null });
    const { data } = await signedIn.from('articles').select('id, status, published_at').eq('slug', slug);
    const article = data![0]!;
    expect(article).toMatchObject({ status: 'draft', published_at: null });
    await setArticleStatus(signedIn, article.id, 'published');
    const published = await signedIn.from('articles').select('published_at').eq('id', article.id);
    expect(published.data![0]!.published_at).not.toBeNull();
    expect(await deleteArticle(signedIn, article.id)).toEqual({ ok: true, data: null });
  });

  it('keeps visitors out of the admin: wrong password, no admin role', async () => {
    const visitor = client();
    expect(await signIn(visitor, admin.email, 'wrong')).toMatchObject({ ok: false, message: 'Λάθος email ή κωδικός πρόσβασης.' });
    expect(await checkIsAdmin(visitor)).toBe(false);
    const { error } = await visitor.from('articles').insert({ title: 'Χ', slug: 'ch' });
    expect(error?.code).toBe('42501');
  });

  it('runs the meta-conversion function in-process as a dry run without Meta credentials: 202, nothing sent, no error', async () => {
    const errors: unknown[] = [];
    const sent = await sendLeadConversion(client(), 'students', { email: 'maria@example.gr', firstName: 'Μαρία' }, 'http://127.0.0.1:4173', { log: (...args) => errors.push(args) });
    expect(sent).toBe(false);
    expect(errors).toHaveLength(0);
    const answer = await fetch(`${backend.url}/functions/v1/meta-conversion`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"event_name":"Lead"}' });
    expect(answer.status).toBe(400);
  });

  it('serves lead-intake: a form post without JavaScript is stored once and answered 303 to the site’s thank-you page', async () => {
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const submissionId = crypto.randomUUID();
    const body = new URLSearchParams({ form: 'students', firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email, phone: '6912345678', website: '', submission_id: submissionId });
    const postForm = () =>
      fetch(`${backend.url}/functions/v1/lead-intake`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    const first = await postForm();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('http://127.0.0.1:4173/students/thank-you');
    expect((await postForm()).status).toBe(303);
    const { rows } = await backend.db.query(`select lead_source, submission_id from public.leads where email = $1`, [email]);
    expect(rows).toEqual([{ lead_source: 'students_cta_form', submission_id: submissionId }]);
    const invalid = await fetch(`${backend.url}/functions/v1/lead-intake`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'form=students&firstName=M' });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('content-type')).toContain('text/html');
  });

  it('serves sample-download: a form post without JavaScript records the download and answers 303 to the PDF', async () => {
    const email = `nojs-sample-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const answer = await fetch(`${backend.url}/functions/v1/sample-download`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'NoJs/1.0' },
      body: new URLSearchParams({ product: 'personality', name: 'Νίκος', lastname: 'Κ', email }),
    });
    expect(answer.status).toBe(303);
    const pdf = await fetch(answer.headers.get('location')!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { rows } = await backend.db.query(`select pdf_type, user_agent, ip_address from public.pdf_downloads where email = $1`, [email]);
    expect(rows).toEqual([{ pdf_type: 'personality', user_agent: 'NoJs/1.0', ip_address: '127.0.0.1' }]);
  });

  it('records a sample download and serves the sample PDF from the public bucket', async () => {
    const email = `nikos-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const result = await requestSampleDownload(client(), 'career', { name: 'Νίκος', lastname: 'Κ', email }, 'Test/1.0');
    expect(result.ok).toBe(true);
    const pdf = await fetch(result.ok ? result.url : '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const { rows } = await backend.db.query(`select count(*)::int as n from public.pdf_downloads where email = $1`, [email]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('lets only an admin upload article images, within the bucket’s type and size limits', async () => {
    const image = (name: string, type: string, bytes = 64) => ({ name, type, body: new Blob([new Uint8Array(bytes)], { type }) });
    const visitor = client();
    const refused = await createArticle(visitor, { title: 'Χ', slug: `x-${Date.now()}`, category: 'work', excerpt: '', content: '', thumbnail: image('a.png', 'image/png') });
    expect(refused).toMatchObject({ ok: false, title: 'Αποτυχία ανεβάσματος εικόνας' });

    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const slug = `with-image-${Date.now()}`;
    expect(await createArticle(signedIn, { title: 'Με εικόνα', slug, category: 'work', excerpt: 'Σύντομα', content: '# Τίτλος', thumbnail: image('cover.png', 'image/png') })).toEqual({ ok: true, data: null });
    const { data } = await signedIn.from('articles').select('thumbnail_url').eq('slug', slug);
    const thumbnail = await fetch(data![0]!.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');

    const bucket = signedIn.storage.from('article-images');
    expect((await bucket.upload(`big-${Date.now()}.png`, new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), { contentType: 'image/png' })).error).not.toBeNull();
    expect((await bucket.upload(`doc-${Date.now()}.pdf`, new Blob([new Uint8Array(10)], { type: 'application/pdf' }), { contentType: 'application/pdf' })).error).not.toBeNull();
  });

  it('answers malformed JSON, unknown columns, oversized bodies and unknown paths with clear errors', async () => {
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'Content-Type': type, apikey: backend.anonKey }, body });
    const malformed = await post('/rest/v1/leads', '{"first_name":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST102' });
    const unknownColumn = await post('/rest/v1/leads', JSON.stringify({ nickname: 'x' }));
    expect(unknownColumn.status).toBe(400);
    expect(await unknownColumn.json()).toMatchObject({ code: 'PGRST204' });
    const huge = await post('/rest/v1/leads', JSON.stringify({ first_name: 'α'.repeat(7 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const unknownPath = await fetch(`${backend.url}/graphql/v1`, { method: 'POST' });
    expect(unknownPath.status).toBe(404);
    expect((await unknownPath.json()).message).toContain('Not supported by the local backend');
    // Still answering after all that.
    expect((await fetch(`${backend.url}/rest/v1/articles?select=slug`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
  });
});
