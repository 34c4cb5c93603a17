import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, submitLead, type AppClient } from '@cg/data';
import {
  contentMessages,
  publishContent,
  readContentDocuments,
  readContentVersions,
  restoreContentVersion,
  saveContentDraft,
} from '@cg/data/content';
import { contentPictureUrl, uploadContentPicture } from '@cg/data/contentPictures';
import { fetchPublishedContent } from '@cg/data/publishedContent';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';
import { startTestBackend, testClient } from './testBackend';

const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
const reader = { email: 'reader@example.gr', password: 'local-reader-password' };
const company = { key: 'company', kind: 'company' } as const;
const mailDir = mkdtempSync(join(tmpdir(), 'content-mail-'));
let backend: Awaited<ReturnType<typeof startTestBackend>>;
let builds = 0;

const signedIn = async (account: { email: string; password: string }): Promise<AppClient> => {
  const session = testClient(backend);
  await signIn(session, account.email, account.password);
  return session;
};
const published = async () => (await fetchPublishedContent(backend)).get('company')!;

beforeAll(async () => {
  // The database step's other files send leads from the same address into the same database: a limit none reaches.
  backend = await startTestBackend({
    admin,
    users: [reader],
    intake: everyIntakeLimitAt(1000),
    mail: { dir: mailDir, log: () => undefined },
    rebuild: { hook: async () => ((builds += 1), 'sent'), debounceSeconds: 1 },
  });
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('the content documents over the backend', () => {
  it('a visitor reads the published company facts, checked against their schema, and nothing else', async () => {
    expect((await published()).data.phone).toEqual({
      display: '210 000 0000',
      href: 'tel:+302100000000',
      international: '+30 210 000 0000',
    });
    const anon = testClient(backend);
    expect((await anon.from('content_documents').select('key')).error?.code).toBe('42501');
    expect((await anon.rpc('save_content_draft', { document: 'company', from_revision: 1, draft: {} })).error?.code).toBe('42501');
  });

  it('a signed-in account without the admin role reads no draft and writes nothing', async () => {
    const session = await signedIn(reader);
    expect(await readContentDocuments(session)).toEqual({ ok: true, data: [] });
    expect(await saveContentDraft(session, company, 1, {})).toMatchObject({ ok: false, message: contentMessages.forbidden });
  });

  it('two editors: the second save from the same revision is refused in Greek with the current revision, and the first stays', async () => {
    const [first, second] = await Promise.all([signedIn(admin), signedIn(admin)]);
    const documents = await readContentDocuments(first);
    const document = documents.ok ? documents.data.find((row) => row.key === 'company')! : null;
    expect(document?.revision).toBe(1);
    const draft = document!.draft as Record<string, unknown>;
    const newPhone = { display: '211 111 1111', href: 'tel:+302111111111', international: '+30 211 111 1111' };
    expect(await saveContentDraft(first, company, 1, { ...draft, phone: newPhone })).toEqual({ ok: true, data: 2 });
    expect(await saveContentDraft(second, company, 1, { ...draft, email: 'other@example.gr' })).toEqual({
      ok: false,
      title: 'Σφάλμα',
      message: contentMessages.changedMeanwhile,
      currentRevision: 2,
    });

    // A draft that breaks the schema saves (autosave) but does not publish, and says which fields in Greek.
    const broken = { ...draft, phone: newPhone, name: ' ', social: { ...(draft.social as object), facebook: 'javascript:alert(1)' } };
    expect(await saveContentDraft(first, company, 2, broken)).toEqual({ ok: true, data: 3 });
    expect(await publishContent(first, company, 3)).toEqual({
      ok: false,
      title: 'Σφάλμα',
      message: `${contentMessages.invalid}: Επωνυμία, Facebook.`,
    });
    expect((await published()).number).toBe(1);

    expect(await saveContentDraft(first, company, 3, { ...draft, phone: newPhone })).toEqual({ ok: true, data: 4 });
    expect(await publishContent(first, company, 4)).toEqual({ ok: true, data: 2 });
    expect((await published()).data.phone).toEqual(newPhone);

    expect(await restoreContentVersion(first, company, 1, 4)).toEqual({ ok: true, data: 3 });
    expect((await published()).data.phone).toMatchObject({ display: '210 000 0000' });
    const versions = await readContentVersions(first, 'company');
    expect(versions.ok && versions.data.map((version) => [version.number, version.restores, version.published_by_email])).toEqual([
      [3, 1, admin.email],
      [2, null, admin.email],
      [1, null, null],
    ]);
  });

  it("the functions write what staff published: a visitor's confirmation e-mail carries the new phone", async () => {
    const staff = await signedIn(admin);
    const documents = await readContentDocuments(staff);
    const document = documents.ok ? documents.data.find((row) => row.key === 'company')! : undefined;
    const phone = { display: '213 333 3333', href: 'tel:+302133333333', international: '+30 213 333 3333' };
    const saved = await saveContentDraft(staff, company, document!.revision, { ...(document!.draft as object), phone });
    expect(await publishContent(staff, company, saved.ok ? saved.data : 0)).toMatchObject({ ok: true });

    const email = `content-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const lead = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email, phone: '6912345678' };
    expect(await submitLead(`${backend.url}/functions/v1/lead-intake`, 'students', lead, { submissionId: crypto.randomUUID() })).toEqual({
      ok: true,
    });
    await backend.backgroundWork();
    // The .eml's parts are base64: read as the visitor's mail program shows them.
    const decoded = (eml: string) =>
      [...eml.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
        .map((part) => Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
        .join('\n');
    const confirmation = readdirSync(mailDir)
      .filter((name) => name.includes('confirmation'))
      .map((name) => readFileSync(join(mailDir, name), 'utf8'))
      .filter((eml) => eml.includes(`To: ${email}`))
      .map(decoded)[0];
    expect(confirmation).toContain('213 333 3333');
    expect(confirmation).not.toContain('210 000 0000');
  });

  it('a version published for later is built into the pages by the schedule once its time comes, and once only', async () => {
    const staff = await signedIn(admin);
    const documents = await readContentDocuments(staff);
    const questions = documents.ok ? documents.data.find((row) => row.key === 'seminaria-faq')! : null;
    const scheduled = async () => {
      // As pg_cron calls it: the service role key.
      const response = await fetch(`${backend.url}/functions/v1/site-rebuild`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
      });
      await backend.backgroundWork();
      return response.status;
    };
    const before = builds;
    const published = await publishContent(staff, { key: 'seminaria-faq', kind: 'faq' }, questions!.revision, new Date(Date.now() + 1500));
    expect(published.ok).toBe(true);
    expect(await scheduled()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await scheduled()).toBe(202);
    expect(builds).toBe(before + 1);
    expect(await scheduled()).toBe(200);
    expect(builds).toBe(before + 1);
  });

  it('the daily sweep removes a picture nothing names a day after it went up, rows and bytes, and keeps the one a draft names', async () => {
    const staff = await signedIn(admin);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)])], {
      type: 'image/png',
    });
    const upload = () => uploadContentPicture(staff, 'team', png, async () => ({ width: 800, height: 800 }));
    const [named, replaced, fresh] = [await upload(), await upload(), await upload()];
    if (!named.ok || !replaced.ok || !fresh.ok) throw new Error('the uploads failed');
    const documents = await readContentDocuments(staff);
    const team = documents.ok ? documents.data.find((row) => row.key === 'about-team')! : null;
    const draft = team!.draft as { items: Record<string, unknown>[] };
    const withPhoto = {
      ...draft,
      items: [{ ...draft.items[0], photo: { path: named.path, alt: 'Η σύμβουλος' } }, ...draft.items.slice(1)],
    };
    expect((await saveContentDraft(staff, { key: 'about-team', kind: 'team' }, team!.revision, withPhoto)).ok).toBe(true);
    // Uploaded two days ago, all but the last: the database's clock decides a picture's age.
    await backend.db.query(`update storage.objects set created_at = now() - interval '2 days' where name = any($1::text[])`, [
      [named.path, replaced.path],
    ]);

    const sweep = () =>
      fetch(`${backend.url}/functions/v1/picture-sweep`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
      });
    const anonymous = await fetch(`${backend.url}/functions/v1/picture-sweep`, { method: 'POST', headers: { apikey: backend.anonKey } });
    expect(anonymous.status).toBe(401);
    expect(await (await sweep()).json()).toMatchObject({ status: 'swept' });
    const status = async (path: string) => (await fetch(contentPictureUrl(backend.url, path))).status;
    expect([await status(named.path), await status(replaced.path), await status(fresh.path)]).toEqual([200, 404, 200]);
    const { rows } = await backend.db.query<{ name: string }>(
      `select name from storage.objects where name = any($1::text[]) order by name`,
      [[named.path, replaced.path, fresh.path]],
    );
    expect(rows.map((row) => row.name).sort()).toEqual([named.path, fresh.path].sort());
  });
});
