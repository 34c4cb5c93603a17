/**
 * Published articles as anyone may read them: plain PostgREST reads with the anon key, no client
 * library (the public pages stay light). Used at build time by the prerender and after hydration by
 * the browser. What comes back is checked row by row: a malformed row is dropped, never rendered.
 */
import { callAnonRpc, type BackendAddress } from './anonRpc.ts';

export type { BackendAddress };

/** Displayed names of the stored categories (spec section 3). */
export const articleCategoryLabels = { education: 'Εκπαίδευση', work: 'Αγορά Εργασίας' } as const;
export type ArticleCategory = keyof typeof articleCategoryLabels;

export const articleSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug the database could hold; anything else is not looked up at all. */
export const isArticleSlug = (slug: string) => slug.length <= 200 && articleSlugPattern.test(slug);

// Checked by hand rather than with a schema library: this module ships with the public /articles page,
// and a few lines keep valibot (9 KB gzip) out of it.
// No id: the slug is unique (the page keys by it), and a random UUID per article is bytes gzip cannot shrink in
// /articles' listing, which the page carries for its island.
export type PublishedArticleSummary = {
  title: string;
  slug: string;
  category: ArticleCategory;
  excerpt: string | null;
  thumbnail_url: string | null;
  featured: boolean;
  published_at: string;
};
export type PublishedArticle = PublishedArticleSummary & { content: string | null };

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isOptionalText = (value: unknown, max: number) => value === null || isText(value, max);
const isWebAddress = (value: unknown) => {
  if (!isText(value, 2000)) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

const summaryChecks: { [K in keyof PublishedArticleSummary]: (value: unknown) => boolean } = {
  title: (value) => isText(value, 300) && value.trim() !== '',
  slug: (value) => typeof value === 'string' && isArticleSlug(value),
  category: (value) => value === 'education' || value === 'work',
  excerpt: (value) => isOptionalText(value, 2000),
  thumbnail_url: (value) => value === null || isWebAddress(value),
  featured: (value) => typeof value === 'boolean',
  published_at: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
};

const isRecord = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

const isSummary = (row: unknown): row is PublishedArticleSummary =>
  isRecord(row) && (Object.keys(summaryChecks) as (keyof PublishedArticleSummary)[]).every((key) => summaryChecks[key](row[key]));

const isArticle = (row: unknown): row is PublishedArticle =>
  isSummary(row) && isOptionalText((row as Record<string, unknown>).content, 200_000);

/** Only the columns the page shows, whatever else the row holds. */
const pick = <T extends object>(row: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])) as T;

const summaryKeys = Object.keys(summaryChecks);
const summaryColumns = summaryKeys.join(',');

type Fetch = typeof fetch;
type ReadOptions = { fetch?: Fetch; signal?: AbortSignal };

export class ArticleReadError extends Error {
  constructor(readonly status: number) {
    super(`Η ανάγνωση των άρθρων απέτυχε (${status})`);
  }
}

async function readRows(
  backend: BackendAddress,
  query: URLSearchParams,
  { fetch: fetcher = fetch, signal }: ReadOptions,
): Promise<unknown[]> {
  const response = await fetcher(`${backend.url.replace(/\/+$/, '')}/rest/v1/articles?${query}`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ArticleReadError(response.status);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new ArticleReadError(response.status);
  return body as unknown[];
}

/** Every published article (no content), newest published first. Throws ArticleReadError or a network error. */
export async function fetchPublishedArticles(backend: BackendAddress, options: ReadOptions = {}): Promise<PublishedArticleSummary[]> {
  const query = new URLSearchParams({ select: summaryColumns, status: 'eq.published', order: 'published_at.desc' });
  return (await readRows(backend, query, options)).filter(isSummary).map((row) => pick(row, summaryKeys));
}

/**
 * What /articles shows of the stored articles, whatever the number published: the newest featured
 * one, the newest non-featured ones that match the filters, and the newest few of each category.
 */
export type ArticleListing = {
  featured: PublishedArticleSummary | null;
  latest: PublishedArticleSummary[];
  columns: Record<ArticleCategory, PublishedArticleSummary[]>;
};

export type ListingRequest = { search?: string; category?: ArticleCategory | null; latestSize: number; columnSize: number };

const summaries = (value: unknown): PublishedArticleSummary[] =>
  Array.isArray(value) ? value.filter(isSummary).map((row) => pick(row, summaryKeys)) : [];

/**
 * public.article_listing (one POST, the anon key): the listing for the filters given. Malformed rows are
 * dropped; an error status or a body of another shape throws ArticleReadError.
 */
export async function fetchArticleListing(
  backend: BackendAddress,
  request: ListingRequest,
  { fetch: fetcher = fetch, signal }: ReadOptions = {},
): Promise<ArticleListing> {
  const response = await callAnonRpc(
    backend,
    'article_listing',
    {
      search: request.search?.slice(0, 200) || null,
      category: request.category ?? null,
      latest_size: request.latestSize,
      column_size: request.columnSize,
    },
    { fetch: fetcher, signal },
  );
  if (!response.ok) throw new ArticleReadError(response.status);
  const body: unknown = await response.json();
  if (!isRecord(body) || !Array.isArray(body.latest) || !isRecord(body.columns)) throw new ArticleReadError(response.status);
  const columns = body.columns;
  return {
    featured: isSummary(body.featured) ? pick(body.featured, summaryKeys) : null,
    latest: summaries(body.latest),
    columns: { education: summaries(columns.education), work: summaries(columns.work) },
  };
}

/** One published article with its Markdown, or null when there is none (unknown slug, or a draft). */
export async function fetchPublishedArticle(
  backend: BackendAddress,
  slug: string,
  options: ReadOptions = {},
): Promise<PublishedArticle | null> {
  if (!isArticleSlug(slug)) return null;
  const query = new URLSearchParams({ select: `${summaryColumns},content`, slug: `eq.${slug}`, status: 'eq.published', limit: '1' });
  const row = (await readRows(backend, query, options)).find(isArticle);
  return row ? pick(row, [...summaryKeys, 'content']) : null;
}

/**
 * A digest of everything a page shows of the article (SHA-256, hex): the build writes it into the prerendered page,
 * and the page compares the backend's current copy with it, without carrying the article a second time.
 */
export async function articleFingerprint(article: PublishedArticle): Promise<string> {
  const fields = [...summaryKeys, 'content'].map((key) => article[key as keyof PublishedArticle] ?? null);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(fields)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
