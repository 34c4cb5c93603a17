import { describe, expect, it, vi } from 'vitest';
import {
  ArticleReadError,
  articleFingerprint,
  fetchArticleListing,
  fetchPublishedArticle,
  fetchPublishedArticles,
  isArticleSlug,
  type PublishedArticle,
} from './publishedArticles';

const backend = { url: 'https://project.example/', anonKey: 'anon-key' };

const row = (overrides: Record<string, unknown> = {}) => ({
  id: '0b6f1a43-6c1c-4d55-9f52-9a0c3f7e2a11',
  title: 'Πώς διαλέγουμε σπουδές',
  slug: 'pos-dialegoume-spoudes',
  category: 'education',
  excerpt: 'Πέντε βήματα.',
  thumbnail_url: null,
  featured: false,
  published_at: '2026-11-20T10:00:00.123456+00:00',
  ...overrides,
});

/** A row as the page keeps it: the backend's id is left behind (the page keys by slug). */
const shown = ({ id: _id, ...rest }: ReturnType<typeof row>) => rest;

const answering = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('reading published articles', () => {
  it('asks PostgREST for published rows only, newest first, with the anon key', async () => {
    const fetcher = answering([row()]);
    await fetchPublishedArticles(backend, { fetch: fetcher });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url).searchParams;
    expect(url.startsWith('https://project.example/rest/v1/articles?')).toBe(true);
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('order')).toBe('published_at.desc');
    expect(query.get('select')).not.toContain('content');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
  });

  it('drops rows that are not what the table holds instead of rendering them', async () => {
    const rows = [
      row(),
      row({ slug: '../../admin' }),
      row({ category: 'politics' }),
      row({ thumbnail_url: 'javascript:alert(1)' }),
      row({ title: '' }),
      'not a row',
    ];
    const articles = await fetchPublishedArticles(backend, { fetch: answering(rows) });
    expect(articles.map((article) => article.slug)).toEqual(['pos-dialegoume-spoudes']);
  });

  it('throws on an error status or a body that is not a list, so callers keep what they had', async () => {
    await expect(fetchPublishedArticles(backend, { fetch: answering({ message: 'down' }, 503) })).rejects.toBeInstanceOf(ArticleReadError);
    await expect(fetchPublishedArticles(backend, { fetch: answering({ rows: [] }) })).rejects.toBeInstanceOf(ArticleReadError);
  });

  it('reads one article with its content by slug, and null when there is none', async () => {
    const fetcher = answering([row({ content: '## Βήμα 1' })]);
    const article = await fetchPublishedArticle(backend, 'pos-dialegoume-spoudes', { fetch: fetcher });
    expect(article?.content).toBe('## Βήμα 1');
    const query = new URL((fetcher.mock.calls[0] as unknown as [string])[0]).searchParams;
    expect(query.get('slug')).toBe('eq.pos-dialegoume-spoudes');
    expect(query.get('status')).toBe('eq.published');
    expect(await fetchPublishedArticle(backend, 'missing', { fetch: answering([]) })).toBeNull();
  });

  it('never sends a slug the database could not hold', async () => {
    const fetcher = answering([]);
    for (const slug of ['', 'A', 'a b', 'a&status=eq.draft', 'x'.repeat(201), 'ά']) {
      expect(isArticleSlug(slug)).toBe(false);
      expect(await fetchPublishedArticle(backend, slug, { fetch: fetcher })).toBeNull();
    }
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('reading the /articles listing', () => {
  const listing = (overrides: Record<string, unknown> = {}) => ({
    featured: row({ featured: true }),
    latest: [row({ slug: 'first' }), row({ slug: '../bad' })],
    columns: { education: [row()], work: [] },
    ...overrides,
  });

  it('posts the filters and sizes to article_listing with the anon key, and keeps only well-formed rows', async () => {
    const fetcher = answering(listing());
    const result = await fetchArticleListing(
      backend,
      { search: 'μηχανογραφικό', category: 'work', latestSize: 10, columnSize: 5 },
      { fetch: fetcher },
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://project.example/rest/v1/rpc/article_listing');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
    expect(JSON.parse(String(init.body))).toEqual({ search: 'μηχανογραφικό', category: 'work', latest_size: 10, column_size: 5 });
    expect(result.featured?.featured).toBe(true);
    expect(result.latest.map((article) => article.slug)).toEqual(['first']);
    expect(result.columns).toEqual({ education: [shown(row())], work: [] });
  });

  it('sends no search for an empty one, and throws on an error status or another shape', async () => {
    const fetcher = answering(listing({ featured: null }));
    expect((await fetchArticleListing(backend, { search: '', latestSize: 10, columnSize: 5 }, { fetch: fetcher })).featured).toBeNull();
    expect(JSON.parse(String((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      search: null,
      category: null,
    });
    await expect(
      fetchArticleListing(backend, { latestSize: 10, columnSize: 5 }, { fetch: answering({ message: 'down' }, 503) }),
    ).rejects.toBeInstanceOf(ArticleReadError);
    await expect(fetchArticleListing(backend, { latestSize: 10, columnSize: 5 }, { fetch: answering([]) })).rejects.toBeInstanceOf(
      ArticleReadError,
    );
  });
});

describe("an article's fingerprint", () => {
  const built = shown(row({ content: '## Βήμα 1' })) as PublishedArticle;

  it('is the same for the same article, whatever the order of its fields', async () => {
    const reordered = Object.fromEntries(Object.entries(built).reverse()) as PublishedArticle;
    expect(await articleFingerprint(reordered)).toBe(await articleFingerprint(built));
    expect(await articleFingerprint(built)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the content, the title, a flag, the date or the picture', async () => {
    const before = await articleFingerprint(built);
    for (const change of [
      { content: '## Βήμα 2' },
      { content: null },
      { title: 'Άλλος τίτλος' },
      { featured: true },
      { published_at: '2026-11-21T10:00:00+00:00' },
      { thumbnail_url: 'https://example.gr/a.jpg' },
    ]) {
      expect(await articleFingerprint({ ...built, ...change }), JSON.stringify(change)).not.toBe(before);
    }
  });
});
