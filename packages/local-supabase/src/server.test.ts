import { defaultAllowedOrigins } from './access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleGoneMessage,
  checkIsAdmin,
  createArticle,
  deleteArticle,
  listArticles,
  requestSample,
  requestSiteRebuild,
  setArticleStatus,
  signIn,
  submitLead,
  updateArticle,
  readPushKey,
  savePushSubscription,
  sendTestPush,
  forgetPushSubscription,
  type AppClient,
} from '@cg/data';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { tokenLifetimeSeconds } from './auth';
import { startTestBackend, testClient } from './testBackend';
import { capturedPushes } from './pushFolder';
import { base64url, decryptPush, generatePushKeyPair } from '../../../supabase/functions/_shared/webPush';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/** A POST from another address on this machine's loopback network, as another visitor's would come. */
function postFrom(localAddress: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
const reader = { email: 'reader@example.gr', password: 'local-reader-password' };
const conversions: string[] = [];
let builds = 0;
let backend: Awaited<ReturnType<typeof startTestBackend>>;
const client = (): AppClient => testClient(backend);

beforeAll(async () => {
  // Every request of this file comes from 127.0.0.1: a limit no test reaches (the throttle has its own backend below).
  backend = await startTestBackend({
    admin,
    users: [reader],
    intake: everyIntakeLimitAt(10_000),
    conversionLog: (line) => conversions.push(line),
    rebuild: { hook: async () => ((builds += 1), 'sent'), debounceSeconds: 1 },
    mail: { log: () => undefined },
  });
}, 60_000);
afterAll(async () => backend?.stop());

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

describe('the local backend answers supabase-js like Supabase', () => {
  it('refuses every write a visitor makes directly, one row or many: only the intake writes leads and downloads', async () => {
    const row = {
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'direct@example.gr',
      phone: '6912345678',
      lead_source: 'students_cta_form' as const,
    };
    const anon = client();
    expect((await anon.from('leads').insert(row)).error?.code).toBe('42501');
    const bulk = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      body: JSON.stringify(Array.from({ length: 500 }, () => row)),
    });
    expect(bulk.status).toBe(401);
    expect(await bulk.json()).toMatchObject({ code: '42501' });
    expect(
      (await anon.from('pdf_downloads').insert({ name: 'Ν', lastname: 'Κ', email: 'direct@example.gr', pdf_type: 'career' })).error?.code,
    ).toBe('42501');
    expect((await anon.from('leads').select('*')).error?.code).toBe('42501');
    // Nor may anyone but the service role call the intake's own functions.
    const rpc = await anon.rpc('intake_lead', { lead: row, client: 'x', max_per_window: 100, window_seconds: 60 });
    expect(rpc.status).toBe(401);
    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    expect((await signedIn.from('leads').insert(row)).error?.code).toBe('42501');
    expect((await signedIn.rpc('record_download', { download: {}, client: 'x', max_per_window: 1, window_seconds: 1 })).status).toBe(403);
    const { rows } = await backend.db.query(`select count(*)::int as n from public.leads where email = 'direct@example.gr'`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('serves lead-intake to a hydrated page: JSON answers, stored once per submission, one conversion line without personal data', async () => {
    const email = `hydrated-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const submissionId = crypto.randomUUID();
    const endpoint = `${backend.url}/functions/v1/lead-intake`;
    // The visitor accepted advertising measurement: the lead converts (a dry run here, without Meta's credentials).
    const consent = { choice: 'granted' as const, at: new Date().toISOString(), noticeVersion: '1.0' };
    const send = () => submitLead(endpoint, 'students', { ...student, email }, { submissionId, consent });
    expect(await send()).toEqual({ ok: true });
    // A resend of the same submission (its answer lost, say) answers success and stores nothing.
    expect(await send()).toEqual({ ok: true });
    const { rows } = await backend.db.query('select submission_id, lead_source from public.leads where email = $1', [email]);
    expect(rows).toEqual([{ submission_id: submissionId, lead_source: 'students_cta_form' }]);
    await backend.backgroundWork();
    const lines = conversions.filter((line) => line.includes(submissionId));
    expect(lines).toEqual([
      `conversion dry run, not configured (META_PIXEL_ID, META_ACCESS_TOKEN): Lead event ${submissionId} (Students Form Completed)`,
    ]);
    for (const personal of [email, 'Μαρία', 'Παπαδοπούλου', '6912345678']) expect(lines[0]).not.toContain(personal);
    // Invalid input: the schema's Greek messages, per field.
    expect(
      await submitLead(endpoint, 'students', { ...student, email, phone: 'abcdefghij' }, { submissionId: crypto.randomUUID() }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      issues: [{ field: 'phone', message: 'Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία' }],
    });
  });

  it('captures one new-lead e-mail and one confirmation per stored lead as .eml files, with a link to it in the inbox; a resend sends none', async () => {
    const email = `mail-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const submissionId = crypto.randomUUID();
    const endpoint = `${backend.url}/functions/v1/lead-intake`;
    await submitLead(endpoint, 'mixanografika', { ...student, email }, { submissionId });
    await submitLead(endpoint, 'mixanografika', { ...student, email }, { submissionId });
    await backend.backgroundWork();
    const files = readdirSync(backend.mailDir).filter((name) => name.includes(submissionId));
    expect(files.map((name) => name.replace(/^.*Z?-(confirmation-e-mail|new-lead-e-mail)-.*$/, '$1')).sort()).toEqual([
      'confirmation-e-mail',
      'new-lead-e-mail',
    ]);
    const confirmation = readFileSync(join(backend.mailDir, files.find((name) => name.includes('confirmation'))!), 'utf8');
    expect(confirmation).toMatch(new RegExp(`^To: ${email}$`, 'm'));
    const eml = readFileSync(join(backend.mailDir, files.find((name) => name.includes('new-lead'))!), 'utf8');
    const subject = /^Subject: =\?UTF-8\?B\?([^?]+)\?=/m.exec(eml)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe('Νέα αίτηση (Μηχανογραφικό): Μαρία Παπαδοπούλου');
    const text = Buffer.from(
      eml.split('Content-Transfer-Encoding: base64\r\n\r\n')[1]!.split('\r\n--')[0]!.replace(/\r\n/g, ''),
      'base64',
    ).toString('utf8');
    const { rows } = await backend.db.query<{ id: string }>('select id from public.leads where submission_id = $1', [submissionId]);
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain(`Στις αιτήσεις: http://127.0.0.1:4173/admin/leads?lead=${rows[0]!.id}`);
  });

  it('answers the site’s own pages with CORS, and nobody else', async () => {
    const ask = (origin: string) =>
      fetch(`${backend.url}/functions/v1/lead-intake`, {
        method: 'POST',
        headers: { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'form=students',
      });
    expect((await ask('http://127.0.0.1:4173')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect((await ask('https://attacker.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves lead-intake without JavaScript: 303 to the site’s thank-you page, a double post stored once', async () => {
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const body = new URLSearchParams({
      form: 'students',
      firstName: 'Μαρία',
      lastName: 'Παπαδοπούλου',
      email,
      phone: '6912345678',
      website: '',
    });
    const postForm = () =>
      fetch(`${backend.url}/functions/v1/lead-intake`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const first = await postForm();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('http://127.0.0.1:4173/students/thank-you');
    expect((await postForm()).status).toBe(303);
    const { rows } = await backend.db.query(`select lead_source from public.leads where email = $1`, [email]);
    expect(rows).toEqual([{ lead_source: 'students_cta_form' }]);
    await backend.backgroundWork();
    const { rows: stored } = await backend.db.query<{ submission_id: string }>(`select submission_id from public.leads where email = $1`, [
      email,
    ]);
    expect(conversions.filter((line) => line.includes(stored[0]!.submission_id))).toHaveLength(1);
    const invalid = await fetch(`${backend.url}/functions/v1/lead-intake`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'form=students&firstName=M',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('content-type')).toContain('text/html');
  });

  it('serves sample-download: a form post without JavaScript is recorded and answered 303 to the PDF; a hydrated page gets its address', async () => {
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
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const hydrated = await requestSample(`${backend.url}/functions/v1/sample-download`, 'career', { name: 'Νίκος', lastname: 'Κ', email });
    expect(hydrated).toEqual({ ok: true, url: `${backend.url}/storage/v1/object/public/pdfs/career-sample.pdf` });
    const trapped = await fetch(`${backend.url}/functions/v1/sample-download`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product: 'meta', name: 'Bot', lastname: 'Bot', email, website: 'https://spam.example' }),
    });
    expect(trapped.status).toBe(303);
    const { rows } = await backend.db.query(
      `select pdf_type, user_agent, ip_address from public.pdf_downloads where email = $1 order by pdf_type desc`,
      [email],
    );
    expect(rows).toEqual([
      { pdf_type: 'personality', user_agent: 'NoJs/1.0', ip_address: '' },
      { pdf_type: 'career', user_agent: 'node', ip_address: '' },
    ]);
  });

  it('throttles a flood from one client address, whatever headers it forges: no more than the limit stored, then 429 in Greek', async () => {
    const flooded = await startTestBackend({ intake: everyIntakeLimitAt(3), conversionLog: () => undefined });
    try {
      const tag = crypto.randomUUID().slice(0, 8);
      // An address of this test's own (127.0.0.0/8 is all this machine): a database shared with other tests keeps their counts apart.
      const address = `127.3.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postFrom(
            address,
            `${flooded.url}/functions/v1/lead-intake`,
            new URLSearchParams({
              form: 'seminaria',
              firstName: 'Μαρία',
              lastName: 'Παπαδοπούλου',
              email: `flood-${tag}-${index}@example.gr`,
              // A phone each, as made-up people have: the address's limit is what this is about (a database shared with
              // other tests has seen the same phone from them, and each phone has its own limit).
              phone: `69${String(index).padStart(2, '0')}${tag.replace(/\D/g, '').padEnd(6, '7').slice(0, 6)}`,
            }).toString(),
            {
              Accept: 'application/json',
              'Content-Type': 'application/x-www-form-urlencoded',
              // Forged addresses change nothing: the backend, like the platform's edge, sets them from the connection.
              'CF-Connecting-IP': `203.0.113.${index}`,
              'X-Forwarded-For': `198.51.100.${index}`,
            },
          ).then((answer) => ({
            status: answer.status,
            retryAfter: answer.headers['retry-after'] ?? null,
            body: JSON.parse(answer.body) as { status: string; message?: string },
          })),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      const throttled = answers.filter((answer) => answer.status === 429);
      expect(throttled).toHaveLength(17);
      expect(throttled[0]).toMatchObject({
        body: { status: 'throttled', message: 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.' },
      });
      expect(Number(throttled[0]!.retryAfter)).toBeGreaterThan(0);
      const { rows } = await flooded.db.query(`select count(*)::int as n from public.leads where email like $1`, [`flood-${tag}-%`]);
      expect(rows).toEqual([{ n: 3 }]);
      // Downloads over the limit still get their sample; they are just not recorded.
      for (let index = 0; index < 5; index += 1) {
        const download = await postFrom(
          address,
          `${flooded.url}/functions/v1/sample-download`,
          new URLSearchParams({ product: 'next', name: 'Ν', lastname: 'Κ', email: `flood-${tag}-d${index}@example.gr` }).toString(),
          {
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
        );
        expect(JSON.parse(download.body)).toMatchObject({ status: 'ready' });
      }
      const { rows: downloads } = await flooded.db.query(`select count(*)::int as n from public.pdf_downloads where email like $1`, [
        `flood-${tag}-d%`,
      ]);
      expect(downloads).toEqual([{ n: 3 }]);
    } finally {
      await flooded.stop();
    }
  }, 60_000);

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
    expect(await createArticle(signedIn, { title: 'Δοκιμή', slug, category: 'education', excerpt: '', content: '' })).toEqual({
      ok: true,
      data: null,
    });
    const { data } = await signedIn.from('articles').select('id, status, published_at').eq('slug', slug);
    const article = data![0]!;
    expect(article).toMatchObject({ status: 'draft', published_at: null });
    await setArticleStatus(signedIn, article.id, 'published');
    const published = await signedIn.from('articles').select('published_at').eq('id', article.id);
    expect(published.data![0]!.published_at).not.toBeNull();
    expect(await deleteArticle(signedIn, article.id)).toEqual({ ok: true, data: null });
  });

  it('lets an admin edit an article: text and picture change, status and dates stay; a deleted one is a clear failure', async () => {
    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const slug = `edit-test-${Date.now()}`;
    await createArticle(signedIn, { title: 'Πριν', slug, category: 'education', excerpt: 'Α', content: '' });
    const { data } = await signedIn.from('articles').select('id, created_at').eq('slug', slug);
    const { id, created_at } = data![0]!;
    await setArticleStatus(signedIn, id, 'published');
    const png = { name: 'nea.png', type: 'image/png', body: new Blob([new Uint8Array(64)], { type: 'image/png' }) };
    expect(
      await updateArticle(signedIn, id, {
        title: 'Μετά',
        slug: `${slug}-2`,
        category: 'work',
        excerpt: '  ',
        content: '## Νέο',
        thumbnail: png,
      }),
    ).toEqual({ ok: true, data: null });
    const after = (await client().from('articles').select('*').eq('id', id)).data![0]!;
    expect(after).toMatchObject({
      title: 'Μετά',
      slug: `${slug}-2`,
      category: 'work',
      excerpt: null,
      content: '## Νέο',
      status: 'published',
      created_at,
    });
    expect(after.thumbnail_url).toMatch(/\/article-images\/edit-test-.*\.png$/);
    // Without a new picture the picture stays; asked to, it goes.
    await updateArticle(signedIn, id, { title: 'Μετά', slug: `${slug}-2`, category: 'work', excerpt: '', content: '' });
    expect((await client().from('articles').select('thumbnail_url').eq('id', id)).data![0]!.thumbnail_url).toBe(after.thumbnail_url);
    await updateArticle(signedIn, id, {
      title: 'Μετά',
      slug: `${slug}-2`,
      category: 'work',
      excerpt: '',
      content: '',
      removeThumbnail: true,
    });
    expect((await client().from('articles').select('thumbnail_url').eq('id', id)).data![0]!.thumbnail_url).toBeNull();
    // A visitor's edit changes nothing.
    expect((await updateArticle(client(), id, { title: 'Χ', slug: 'x', category: 'work', excerpt: '', content: '' })).ok).toBe(false);
    await deleteArticle(signedIn, id);
    expect(
      await updateArticle(signedIn, id, { title: 'Μετά', slug: `${slug}-2`, category: 'work', excerpt: '', content: '' }),
    ).toMatchObject({ ok: false, message: articleGoneMessage });
  });

  it('serves site-rebuild to admins only: a burst of changes is one build of the static pages', async () => {
    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const before = builds;
    const results = await Promise.all([requestSiteRebuild(signedIn), requestSiteRebuild(signedIn), requestSiteRebuild(signedIn)]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    await backend.backgroundWork();
    expect(builds).toBe(before + 1);
    const readerClient = client();
    await signIn(readerClient, reader.email, reader.password);
    for (const caller of [client(), readerClient]) expect((await requestSiteRebuild(caller)).ok).toBe(false);
    const direct = await fetch(`${backend.url}/functions/v1/site-rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, apikey: backend.anonKey },
    });
    expect(direct.status).toBe(401);
    const forged = await fetch(`${backend.url}/functions/v1/site-rebuild`, { method: 'POST', headers: { Authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    const notAdmin = await fetch(`${backend.url}/functions/v1/site-rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${(await readerClient.auth.getSession()).data.session!.access_token}` },
    });
    expect(notAdmin.status).toBe(403);
    expect((await notAdmin.json()).message).toBe('Δεν έχετε δικαίωμα για αυτή την ενέργεια.');
    await backend.backgroundWork();
    expect(builds).toBe(before + 1);
  });

  it('pushes each new lead to every admin’s subscribed device, sealed for it and holding no personal data; a reader may not subscribe', async () => {
    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const key = await readPushKey(signedIn);
    expect(key).toEqual({ ok: true, data: { publicKey: backend.vapidPublicKey } });
    const pair = await generatePushKeyPair();
    const device = { p256dh: pair.publicKey, privateKey: pair.privateKey, auth: base64url(crypto.getRandomValues(new Uint8Array(16))) };
    const endpoint = `https://fcm.googleapis.com/fcm/send/server-test-${crypto.randomUUID()}`;
    expect(
      await savePushSubscription(signedIn, { endpoint, p256dh: device.p256dh, auth: device.auth, device: 'Android · Chrome' }),
    ).toEqual({
      ok: true,
      data: null,
    });
    const mine = () => capturedPushes(backend.pushDir).filter((push) => push.endpoint === endpoint);

    expect(await sendTestPush(signedIn)).toMatchObject({ ok: true, data: { devices: 1 } });
    const lead = await submitLead(
      `${backend.url}/functions/v1/lead-intake`,
      'students',
      { ...student, email: 'push-lead@example.gr', phone: '6911111111' },
      { submissionId: crypto.randomUUID() },
    );
    expect(lead).toEqual({ ok: true });
    await backend.backgroundWork();
    const pushes = await Promise.all(mine().map(async (push) => JSON.parse(await decryptPush(push.body, device))));
    expect(pushes.map((push) => push.title)).toEqual(['Δοκιμαστική ειδοποίηση', 'Νέα αίτηση']);
    expect(pushes[1].url).toMatch(/^\/admin\/leads\?lead=/);
    expect(JSON.stringify(pushes)).not.toMatch(/Μαρία|Παπαδοπούλου|push-lead|6911111111/);

    const readerClient = client();
    await signIn(readerClient, reader.email, reader.password);
    expect((await savePushSubscription(readerClient, { endpoint: `${endpoint}-reader`, ...device, device: '' })).ok).toBe(false);
    expect((await sendTestPush(readerClient)).ok).toBe(false);
    expect((await forgetPushSubscription(signedIn, endpoint)).ok).toBe(true);
  });

  it('pushes one lead to at most five devices of an admin, however many rows there are, and never to an address that is no push service', async () => {
    const { rows } = await backend.db.query<{ id: string }>('select id from auth.users where email = $1', [admin.email]);
    const pair = await generatePushKeyPair();
    const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
    const tag = crypto.randomUUID().slice(0, 8);
    // Written past every rule, as the database's owner: 300 devices, and a row naming the backend itself.
    await backend.db.query(
      `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
       select $1, 'https://fcm.googleapis.com/fcm/send/many-${tag}-' || n, $2, $3, now() + n * interval '1 millisecond' from generate_series(1, 300) as n`,
      [rows[0]!.id, pair.publicKey, auth],
    );
    await backend.db.query('alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_is_a_push_service');
    try {
      await backend.db.query(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
        rows[0]!.id,
        `${backend.url}/rest/v1/rpc/erase_person?${tag}`,
        pair.publicKey,
        auth,
      ]);
      const lead = await submitLead(
        `${backend.url}/functions/v1/lead-intake`,
        'students',
        { ...student, email: `many-devices-${tag}@example.gr`, phone: '6911111112' },
        { submissionId: crypto.randomUUID() },
      );
      expect(lead).toEqual({ ok: true });
      await backend.backgroundWork();
      const pushes = capturedPushes(backend.pushDir);
      expect(pushes.filter((push) => push.endpoint.includes(`/many-${tag}-`))).toHaveLength(5);
      expect(pushes.filter((push) => push.endpoint.includes(tag) && !push.endpoint.startsWith('https://fcm.googleapis.com/'))).toEqual([]);
    } finally {
      await backend.db.query(`delete from public.push_subscriptions where endpoint like '%${tag}%'`);
      await backend.db.query(
        'alter table public.push_subscriptions add constraint push_subscriptions_endpoint_is_a_push_service check (private.is_push_endpoint(endpoint))',
      );
    }
  });

  it('keeps visitors out of the admin: wrong password, no admin role', async () => {
    const visitor = client();
    expect(await signIn(visitor, admin.email, 'wrong')).toMatchObject({ ok: false, message: 'Λάθος email ή κωδικός πρόσβασης.' });
    expect(await checkIsAdmin(visitor)).toBe(false);
    const { error } = await visitor.from('articles').insert({ title: 'Χ', slug: 'ch' });
    expect(error?.code).toBe('42501');
  });

  it('ends the session on sign-out: the same token is refused by Auth, the API and the functions from then on', async () => {
    const signInAs = async () => {
      const answer = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(reader),
      });
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    const as = (token: string) => ({ apikey: backend.anonKey, Authorization: `Bearer ${token}` });
    const [first, second, third] = [await signInAs(), await signInAs(), await signInAs()];
    const reads = async (token: string) => [
      (await fetch(`${backend.url}/auth/v1/user`, { headers: as(token) })).status,
      (await fetch(`${backend.url}/rest/v1/leads?select=id&limit=1`, { headers: as(token) })).status,
    ];
    expect(await reads(first)).toEqual([200, 200]);
    // This device only: the other sessions go on.
    expect((await fetch(`${backend.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: as(first) })).status).toBe(204);
    expect(await reads(first)).toEqual([403, 401]);
    expect(await reads(second)).toEqual([200, 200]);
    const rebuild = (token: string) => fetch(`${backend.url}/functions/v1/site-rebuild`, { method: 'POST', headers: as(token) });
    expect((await rebuild(first)).status).toBe(401);
    // Still signed in, but no admin: the function's own answer, past the gateway.
    expect((await rebuild(second)).status).toBe(403);
    // supabase-js's signOut(): every session of the user ends.
    expect((await fetch(`${backend.url}/auth/v1/logout`, { method: 'POST', headers: as(second) })).status).toBe(204);
    expect(await reads(second)).toEqual([403, 401]);
    expect(await reads(third)).toEqual([403, 401]);
    // Tokens live as long as the hosted project's (jwt_expiry in supabase/config.toml).
    const hosted = /^jwt_expiry = (\d+)$/m.exec(readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8'));
    expect(Number(hosted?.[1])).toBe(tokenLifetimeSeconds);
    // A token that was never valid cannot sign anyone out.
    expect((await fetch(`${backend.url}/auth/v1/logout`, { method: 'POST', headers: as('a.b.c') })).status).toBe(401);
  });

  it('lets only an admin upload and remove article images, within the bucket’s type and size limits', async () => {
    const image = (name: string, type: string, bytes = 64) => ({ name, type, body: new Blob([new Uint8Array(bytes)], { type }) });
    const visitor = client();
    const refused = await createArticle(visitor, {
      title: 'Χ',
      slug: `x-${Date.now()}`,
      category: 'work',
      excerpt: '',
      content: '',
      thumbnail: image('a.png', 'image/png'),
    });
    expect(refused).toMatchObject({ ok: false, title: 'Αποτυχία ανεβάσματος εικόνας' });

    const signedIn = client();
    await signIn(signedIn, admin.email, admin.password);
    const slug = `with-image-${Date.now()}`;
    expect(
      await createArticle(signedIn, {
        title: 'Με εικόνα',
        slug,
        category: 'work',
        excerpt: 'Σύντομα',
        content: '# Τίτλος',
        thumbnail: image('cover.png', 'image/png'),
      }),
    ).toEqual({ ok: true, data: null });
    const { data } = await signedIn.from('articles').select('thumbnail_url').eq('slug', slug);
    const thumbnail = await fetch(data![0]!.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');

    // Removed as storage-js removes (DELETE with the names): a visitor removes nothing, the admin the row and its bytes.
    const bucket = signedIn.storage.from('article-images');
    const name = data![0]!.thumbnail_url!.split('/public/article-images/')[1]!;
    expect(await client().storage.from('article-images').remove([name])).toMatchObject({ data: [], error: null });
    expect((await fetch(data![0]!.thumbnail_url!)).status).toBe(200);
    const removed = await bucket.remove([name, 'not-there.png']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([name]);
    expect((await fetch(data![0]!.thumbnail_url!)).status).toBe(404);
    const notNames = await fetch(`${backend.url}/storage/v1/object/article-images`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', apikey: backend.anonKey },
      body: JSON.stringify({ prefixes: 'everything' }),
    });
    expect(notNames.status).toBe(400);

    expect(
      (
        await bucket.upload(`big-${Date.now()}.png`, new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), {
          contentType: 'image/png',
        })
      ).error,
    ).not.toBeNull();
    expect(
      (
        await bucket.upload(`doc-${Date.now()}.pdf`, new Blob([new Uint8Array(10)], { type: 'application/pdf' }), {
          contentType: 'application/pdf',
        })
      ).error,
    ).not.toBeNull();
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
    // An upload over the limit, from the site: the storage's own answer, readable by the page (CORS), not a network error.
    const origin = defaultAllowedOrigins[0]!;
    const hugeUpload = await fetch(`${backend.url}/storage/v1/object/article-images/huge.jpg`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', apikey: backend.anonKey, Origin: origin },
      body: new Uint8Array(26 * 1024 * 1024),
    });
    expect(hugeUpload.status).toBe(413);
    expect(hugeUpload.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await hugeUpload.json()).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const unknownPath = await fetch(`${backend.url}/graphql/v1`, { method: 'POST' });
    expect(unknownPath.status).toBe(404);
    expect((await unknownPath.json()).message).toContain('Not supported by the local backend');
    // Still answering after all that.
    expect((await fetch(`${backend.url}/rest/v1/articles?select=slug`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
  });
});
