import { articleCategoryLabels, type ArticleCategory, type ArticleListing, type PublishedArticleSummary } from '@cg/data/published';
import { searchKey as foldForSearch } from '@cg/data/searchKey';
import type { PressArticle } from '@cg/content/pressArticles';
import type { GeneratedFilePath } from '@cg/data/routeTable';

/** One entry of /articles, whether press coverage (external) or an article written in the admin. */
export type ListedArticle = {
  /** Unique on the page: press ids repeat in the source data, so they are never the key. */
  key: string;
  title: string;
  description: string;
  href: string;
  /** Press coverage opens the outlet in a new tab; our own articles open here. */
  external: boolean;
  publication?: string;
  /** YYYY-MM-DD or an ISO timestamp. */
  date: string;
  category: string;
  image?: string;
  featured: boolean;
};

export type ArticleFilters = { query: string; category: string | null };

export const gridLimit = 10;
export const columnLimit = 5;
/** What the page asks the backend for: as many stored articles as it can show. */
export const listingSizes = { latestSize: gridLimit, columnSize: columnLimit } as const;

/** Two listings show the same articles in the same places. */
export const sameListing = (a: ArticleListing, b: ArticleListing) => JSON.stringify(a) === JSON.stringify(b);

// Checked against the route table's generated files; only the string reaches the bundle.
const builtListingFile = '/articles-listing.json' satisfies GeneratedFilePath;
let builtListingRead: Promise<ArticleListing | null> | undefined;

/**
 * The listing /articles was built with (null: the build reached no backend), from the file the build wrote beside the
 * page (routes/articles-listing.ts), not carried in the page. Read once per page view: the check at idle and the list's
 * hydration share it (and this module's chunk, so no page's loader names one more file); a failed read is not kept.
 */
export const builtListing = (): Promise<ArticleListing | null> =>
  (builtListingRead ??= fetch(builtListingFile)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<ArticleListing | null>;
    })
    .catch((error: unknown) => {
      // The next reader (the list's hydration after a failed check at idle) tries the file again.
      builtListingRead = undefined;
      throw error;
    }));

export const articlePath = (slug: string) => `/articles/${slug}`;

export const fromPress = (entries: readonly PressArticle[]): ListedArticle[] =>
  entries.map((entry, index) => ({
    key: `press-${index}`,
    title: entry.title,
    description: entry.description,
    href: entry.url,
    external: true,
    publication: entry.publication,
    date: entry.date,
    category: entry.category,
    image: entry.image,
    featured: entry.featured,
  }));

export const fromStored = (rows: readonly PublishedArticleSummary[]): ListedArticle[] =>
  rows.map((row) => ({
    key: `article-${row.slug}`,
    title: row.title,
    description: row.excerpt ?? '',
    href: articlePath(row.slug),
    external: false,
    date: row.published_at,
    category: articleCategoryLabels[row.category],
    image: row.thumbnail_url ?? undefined,
    featured: row.featured,
  }));

const time = (date: string) => Date.parse(date) || 0;

/** Both kinds in one list, newest first; equal dates keep their order (stored articles first). */
export const mergeByDate = (...lists: readonly ListedArticle[][]): ListedArticle[] =>
  lists.flat().sort((a, b) => time(b.date) - time(a.date));

/**
 * Lower case, no accents, final sigma as sigma: 'εκπαιδευση' finds 'Εκπαίδευση'. The database's
 * folding (private.search_key), so the press entries the page matches itself and the stored articles
 * the backend matches answer a search alike.
 */
export const searchKey = (text: string) => foldForSearch(text).trim();

export function matchesSearch(article: ListedArticle, query: string): boolean {
  const key = searchKey(query);
  return key === '' || searchKey(article.title).includes(key) || searchKey(article.description).includes(key);
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The select's options: each category the entries carry, in Greek alphabetical order. Compared by
 * search key (the Greek letters' code points are in alphabetical order once accents are gone) rather
 * than with an Intl collator, whose first use costs tens of milliseconds while hydrating.
 */
export const categoriesOf = (articles: readonly ListedArticle[]): string[] =>
  [...new Set(articles.map((article) => article.category))].sort((a, b) => byCodeUnits(searchKey(a), searchKey(b)) || byCodeUnits(a, b));

/** The first entry flagged featured, in date order. */
export const featuredOf = (articles: readonly ListedArticle[]): ListedArticle | undefined => articles.find((article) => article.featured);

/** 'Τελευταία Άρθρα': newest first, every featured article left out (not only the one in the slot), filtered, at most 10. */
export function latestArticles(articles: readonly ListedArticle[], filters: ArticleFilters): ListedArticle[] {
  return articles
    .filter((article) => !article.featured)
    .filter((article) => filters.category === null || article.category === filters.category)
    .filter((article) => matchesSearch(article, filters.query))
    .slice(0, gridLimit);
}

/** The stored category a displayed one names, if any (press-only categories have none). */
export const storedCategory = (label: string | null): ArticleCategory | null =>
  (Object.keys(articleCategoryLabels) as ArticleCategory[]).find((key) => articleCategoryLabels[key] === label) ?? null;

/** A side column: the newest five of one category. */
export const latestIn = (articles: readonly ListedArticle[], category: string): ListedArticle[] =>
  articles.filter((article) => article.category === category).slice(0, columnLimit);
