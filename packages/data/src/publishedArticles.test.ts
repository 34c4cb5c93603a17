import { describe, expect, it, vi } from 'vitest';
import { ArticleReadError, fetchPublishedArticle, fetchPublishedArticles, isArticleSlug } from './publishedArticles';

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
