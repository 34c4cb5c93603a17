import { describe, expect, it, vi } from 'vitest';
import {
  checkIsAdmin,
  createArticle,
  signIn,
  signInFailureMessage,
  deleteArticle,
  listArticles,
  setArticleFeatured,
  setArticleStatus,
  thumbnailPath,
  writeFailureMessage,
  articleImageMessages,
  articleImageRules,
} from './articles';
import { readFileSync } from 'node:fs';
import { recordingClient, type RecordedRequest } from './testClient';

const userId = '00000000-0000-4000-8000-00000000000a';
const user = {
  id: userId,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'admin@example.gr',
  app_metadata: {},
  user_metadata: {},
  created_at: '',
};
const session = () =>
  Response.json({
    access_token: 'user-jwt',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'r',
    user,
  });
const route = (handlers: Record<string, (request: RecordedRequest) => Response>) => (request: RecordedRequest) =>
  handlers[`${request.method} ${request.url.pathname}`]?.(request) ?? new Response('{"message":"unexpected"}', { status: 404 });

describe('checkIsAdmin', () => {
  it('reads the signed-in user, then their roles', async () => {
    const { client, requests } = recordingClient(
      route({
        'POST /auth/v1/token': session,
        'GET /auth/v1/user': () => Response.json(user),
        'GET /rest/v1/user_roles': () => Response.json([{ role: 'admin' }]),
      }),
    );
    expect(await signIn(client, 'admin@example.gr', 'secret')).toEqual({ ok: true, data: null });
    expect(await checkIsAdmin(client)).toBe(true);
    // After sign-in every request carries the user's token, not the anon key.
    expect(requests.find((request) => request.url.pathname === '/rest/v1/user_roles')!.headers.get('authorization')).toBe(
      'Bearer user-jwt',
    );
    const roleQuery = requests.find((request) => request.url.pathname === '/rest/v1/user_roles')!;
    expect(roleQuery.url.searchParams.get('select')).toBe('role');
    expect(roleQuery.url.searchParams.get('user_id')).toBe(`eq.${userId}`);
  });

  it('treats a failed role lookup as not admin, and logs it', async () => {
    const log = vi.fn();
    const { client } = recordingClient(
      route({
        'POST /auth/v1/token': session,
        'GET /auth/v1/user': () => Response.json(user),
        'GET /rest/v1/user_roles': () =>
          Response.json({ code: '42501', message: 'permission denied for table user_roles', details: null, hint: null }, { status: 401 }),
      }),
    );
    await signIn(client, 'admin@example.gr', 'secret');
    expect(await checkIsAdmin(client, log)).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });

  it('is not admin without a session, and says why sign-in failed', async () => {
    const { client, requests } = recordingClient(
      route({
        'POST /auth/v1/token': () => Response.json({ code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 }),
      }),
    );
    expect(await checkIsAdmin(client)).toBe(false);
    expect(requests).toHaveLength(0);
    expect(await signIn(client, 'admin@example.gr', 'wrong')).toEqual({
      ok: false,
      title: 'Σφάλμα',
      message: 'Λάθος email ή κωδικός πρόσβασης.',
    });
    expect(requests[0]!.url.searchParams.get('grant_type')).toBe('password');
  });
});

describe('article queries', () => {
  it('lists newest first', async () => {
    const { client, requests } = recordingClient(() => Response.json([]));
    expect(await listArticles(client)).toEqual({ ok: true, data: [] });
    expect(requests[0]!.url.searchParams.get('order')).toBe('created_at.desc');
  });

  it('uploads the thumbnail as slug-timestamp.ext, then creates a draft with its public URL', async () => {
    const { client, requests } = recordingClient(
      route({
        'POST /storage/v1/object/article-images/odigos-1763800000000.png': () =>
          Response.json({ Key: 'article-images/odigos-1763800000000.png', Id: 'x' }),
        'POST /rest/v1/articles': () => new Response(null, { status: 201 }),
      }),
    );
    const result = await createArticle(
      client,
      {
        title: 'Οδηγός',
        slug: 'odigos',
        category: 'work',
        excerpt: ' ',
        content: '',
        thumbnail: { name: 'Cover.PNG', type: 'image/png', body: new Blob(['png']) },
      },
      () => 1_763_800_000_000,
    );
    expect(result).toEqual({ ok: true, data: null });
    expect(JSON.parse(requests[1]!.body)).toEqual({
      title: 'Οδηγός',
      slug: 'odigos',
      category: 'work',
      excerpt: null,
      content: null,
      thumbnail_url: 'http://127.0.0.1:54321/storage/v1/object/public/article-images/odigos-1763800000000.png',
      featured: false,
      status: 'draft',
      published_at: null,
    });
  });

  it('stops before creating when the upload fails', async () => {
    const { client, requests } = recordingClient(() =>
      Response.json({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }, { status: 400 }),
    );
    const result = await createArticle(client, {
      title: 'Τ',
      slug: 't',
      category: 'education',
      excerpt: '',
      content: '',
      thumbnail: { name: 'a.jpg', type: 'image/jpeg', body: new Blob(['j']) },
    });
    expect(result).toMatchObject({ ok: false, title: 'Αποτυχία ανεβάσματος εικόνας' });
    expect(requests.some((request) => request.url.pathname === '/rest/v1/articles')).toBe(false);
  });

  it('refuses a thumbnail that is not an image', async () => {
    const { client, requests } = recordingClient(() => new Response(null, { status: 201 }));
    const result = await createArticle(client, {
      title: 'Τ',
      slug: 't',
      category: 'education',
      excerpt: '',
      content: '',
      thumbnail: { name: 'a.pdf', type: 'application/pdf', body: new Blob(['p']) },
    });
    expect(result.ok).toBe(false);
    expect(requests).toHaveLength(0);
  });

  describe('a picture the storage would refuse', () => {
    const draft = (body: Blob, type = 'image/jpeg') => ({
      title: 'Τ',
      slug: 't',
      category: 'education' as const,
      excerpt: '',
      content: '',
      thumbnail: { name: 'a.jpg', type, body },
    });
    const sized = (bytes: number) => new Blob([new Uint8Array(bytes)]);

    it('is refused before it is sent when larger than 2 MB, in Greek, and nothing is created', async () => {
      const { client, requests } = recordingClient(() => new Response(null, { status: 201 }));
      const result = await createArticle(client, draft(sized(articleImageRules.maxBytes + 1)));
      expect(result).toEqual({ ok: false, title: articleImageMessages.title, message: articleImageMessages.tooLarge });
      expect(requests).toHaveLength(0);
    });

    it('refused by the storage as too large (413, its English text): the Greek message, and no article', async () => {
      const { client, requests } = recordingClient(() =>
        Response.json(
          { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
          { status: 413 },
        ),
      );
      const result = await createArticle(client, draft(sized(1000)));
      expect(result).toEqual({ ok: false, title: articleImageMessages.title, message: articleImageMessages.tooLarge });
      expect(requests.map((request) => request.url.pathname)).toEqual([
        '/storage/v1/object/article-images/' + requests[0]!.url.pathname.split('/').at(-1),
      ]);
    });

    it('unanswered (a network failure, or an answer the browser may not read): the Greek message, and no article', async () => {
      const { client, requests } = recordingClient(() => {
        throw new TypeError('Failed to fetch');
      });
      const result = await createArticle(client, draft(sized(1000)));
      expect(result).toEqual({ ok: false, title: articleImageMessages.title, message: articleImageMessages.unreachable });
      expect(requests.some((request) => request.url.pathname === '/rest/v1/articles')).toBe(false);
    });

    it('takes the types and the size the bucket’s migration gives it', () => {
      const migration = readFileSync(new URL('../../../supabase/migrations/20261122080100_storage.sql', import.meta.url), 'utf8');
      const bucket = /\('article-images', 'article-images', true, (\d+), array\[([^\]]+)\]\)/.exec(migration);
      expect(Number(bucket?.[1])).toBe(articleImageRules.maxBytes);
      expect(bucket?.[2]?.split(',').map((type) => type.trim().replace(/'/g, ''))).toEqual(articleImageRules.types);
    });
  });

  it('publishes with a timestamp, unpublishes clearing it, features and deletes by id', async () => {
    const { client, requests } = recordingClient(() => new Response(null, { status: 204 }));
    await setArticleStatus(client, 'a1', 'published');
    await setArticleStatus(client, 'a1', 'draft');
    await setArticleFeatured(client, 'a1', true);
    await deleteArticle(client, 'a1');
    expect(requests.map((request) => `${request.method} ${request.url.searchParams.get('id')}`)).toEqual([
      'PATCH eq.a1',
      'PATCH eq.a1',
      'PATCH eq.a1',
      'DELETE eq.a1',
    ]);
    expect(JSON.parse(requests[0]!.body).published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(requests[1]!.body)).toEqual({ status: 'draft', published_at: null });
    expect(JSON.parse(requests[2]!.body)).toEqual({ featured: true });
  });

  it('gives the backend message for toasts, or a fallback', async () => {
    const { client } = recordingClient(() =>
      Response.json({ code: '42501', message: 'permission denied for table articles', details: null, hint: null }, { status: 403 }),
    );
    expect(await deleteArticle(client, 'a1')).toEqual({
      ok: false,
      title: 'Σφάλμα',
      message: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια. (permission denied for table articles)',
    });
    const unknown = recordingClient(() => Response.json({ code: 'XX000', message: '', details: null, hint: null }, { status: 500 }));
    expect(await deleteArticle(unknown.client, 'a1')).toEqual({ ok: false, title: 'Σφάλμα', message: 'Κάτι πήγε στραβά' });
  });
});

describe('thumbnailPath', () => {
  it('keeps the extension, jpg by default', () => {
    expect(thumbnailPath('odigos', 'photo.WEBP', 5)).toBe('odigos-5.webp');
    expect(thumbnailPath('odigos', 'photo', 5)).toBe('odigos-5.jpg');
  });
});

describe('signInFailureMessage', () => {
  it('says in Greek why a sign-in failed: wrong details, too many tries, or no connection', () => {
    expect(signInFailureMessage({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      'Λάθος email ή κωδικός πρόσβασης.',
    );
    expect(signInFailureMessage({ status: 429, code: 'over_request_rate_limit' })).toBe(
      'Πάρα πολλές αποτυχημένες προσπάθειες. Δοκιμάστε ξανά σε λίγα λεπτά.',
    );
    expect(signInFailureMessage({ status: 0, message: 'Failed to fetch' })).toMatch(/^Δεν ήταν δυνατή η σύνδεση/);
    expect(signInFailureMessage({ status: 500, message: 'Database error' })).toBe('Database error');
  });
});

describe('writeFailureMessage', () => {
  it('explains a duplicate slug in Greek and keeps the backend message', () => {
    expect(writeFailureMessage({ code: '23505', message: 'duplicate key value violates unique constraint "articles_slug_key"' })).toBe(
      'Υπάρχει ήδη άρθρο με αυτό το slug. Αλλάξτε το slug και δοκιμάστε ξανά. (duplicate key value violates unique constraint "articles_slug_key")',
    );
  });
});
