import { describe, expect, it } from 'vitest';
import type { CallerRole } from '../_shared/callerRole';
import { signCancelToken } from '../_shared/cancelToken';
import { createContentPreviewHandler, contentPreviewMessages, type PreviewDraftRow } from './handler';

const site = 'https://www.example.gr';
const serviceRoleKey = 'service-role-key-of-the-test-project-0123456789';
const day = 86_400_000;
const company: PreviewDraftRow = {
  key: 'company',
  kind: 'company',
  title: 'Στοιχεία της εταιρείας',
  draft: { phone: { display: '211 111 1111' } },
};

function setup({ role = 'admin', readDraft }: { role?: CallerRole; readDraft?: (key: string) => Promise<PreviewDraftRow | null> } = {}) {
  let clock = Date.UTC(2026, 10, 29, 10);
  const logged: string[] = [];
  const handle = createContentPreviewHandler({
    serviceRoleKey,
    roleOf: async (bearer) => (bearer === 'staff-session' ? role : 'signed-out'),
    readDraft: readDraft ?? (async (key) => (key === 'company' ? company : null)),
    allowedOrigins: [site],
    now: () => clock,
    log: (line) => logged.push(line),
  });
  const post = async (body: unknown, bearer?: string) => {
    const response = await handle(
      new Request('https://project.supabase.co/functions/v1/content-preview', {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  return { post, logged, pass: (milliseconds: number) => (clock += milliseconds) };
}

describe('content-preview', () => {
  it('gives an admin a week-long link to a document, which shows whoever holds it the draft as it is now', async () => {
    const { post, pass } = setup();
    const shared = await post({ share: 'company' }, 'staff-session');
    expect(shared.status).toBe(201);
    expect(shared.body.expiresAt).toBe('2026-12-06T10:00:00.000Z');
    pass(6 * day);
    const opened = await post({ token: shared.body.token });
    expect(opened).toEqual({
      status: 200,
      body: { ...company, draft: undefined, data: company.draft, expiresAt: '2026-12-06T10:00:00.000Z' },
    });
  });

  it('refuses an expired link, a changed one, and a token signed for another use, each in Greek', async () => {
    const { post, pass } = setup();
    const { body } = await post({ share: 'company' }, 'staff-session');
    const [header, payload, signature] = body.token!.split('.');
    const otherDocument = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'tests-faq' }),
    ).toString('base64url');
    expect(await post({ token: `${header}.${otherDocument}.${signature}` })).toEqual({
      status: 400,
      body: { status: 'invalid', message: contentPreviewMessages.invalid },
    });
    // A registrant's cancel link signed with a secret of the same origin is not a preview link.
    const cancel = await signCancelToken('00000000-0000-4000-8000-000000000001', `content-preview-links:${serviceRoleKey}`);
    expect((await post({ token: cancel })).body.status).toBe('invalid');
    pass(7 * day + 1000);
    expect(await post({ token: body.token })).toEqual({
      status: 410,
      body: { status: 'expired', message: contentPreviewMessages.expired },
    });
  });

  it('makes links for admins alone, and only for documents the preview shows', async () => {
    expect((await setup().post({ share: 'company' })).status).toBe(401);
    expect((await setup({ role: 'not-admin' }).post({ share: 'company' }, 'staff-session')).body).toEqual({
      status: 'forbidden',
      message: contentPreviewMessages.forbidden,
    });
    expect((await setup().post({ share: '__proto__' }, 'staff-session')).status).toBe(400);
    expect((await setup().post({ share: 'page:home' }, 'staff-session')).status).toBe(400);
  });

  it('answers a stranger’s body with a 400, a long one with a 413, and a database that cannot answer with a 503 that quotes nothing', async () => {
    const { post } = setup();
    for (const body of ['', 'not json', '[]', '{"share":"company","token":"x"}', '{"token":""}', '{"token":42}', 'null'])
      expect((await post(body)).body, body).toEqual({ status: 'badRequest', message: contentPreviewMessages.badRequest });
    expect((await post({ token: 'x'.repeat(5000) })).status).toBe(413);
    const broken = setup({ readDraft: async () => Promise.reject(new Error('PostgREST answered 500: secret detail')) });
    const { body } = await broken.post({ share: 'company' }, 'staff-session');
    const opened = await broken.post({ token: body.token });
    expect(opened).toEqual({ status: 503, body: { status: 'unavailable', message: contentPreviewMessages.unavailable } });
    expect(broken.logged).toEqual(['content-preview: PostgREST answered 500: secret detail']);
    expect((await setup({ readDraft: async () => null }).post({ token: body.token })).status).toBe(404);
  });
});
