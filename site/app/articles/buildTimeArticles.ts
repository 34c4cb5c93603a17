import { backendFrom } from '@cg/data/backend';
import {
  fetchArticleListing,
  fetchPublishedArticle,
  fetchPublishedArticles,
  type ArticleListing,
  type PublishedArticle,
  type PublishedArticleSummary,
} from '@cg/data/published';
import { articlePath, listingSizes } from './articleList';

/**
 * What the build knows about published articles: read from the backend the site will talk to
 * (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY from the environment, the local backend otherwise).
 * A build without a reachable backend still succeeds: it prerenders the press entries alone and the
 * browser fetches the articles after hydration. Runs only at build time (config, routes, loaders).
 */
// Vite's env (with .env files) inside the build, the process environment in the config and routes.
const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env;
const env = (name: string) => viteEnv?.[name] || (typeof process === 'undefined' ? undefined : process.env[name]) || undefined;

export const buildBackend = () => backendFrom(env);

const timeout = () => ({ signal: AbortSignal.timeout(5000) });

export async function publishedArticlesAtBuild(): Promise<PublishedArticleSummary[]> {
  try {
    return await fetchPublishedArticles(buildBackend(), timeout());
  } catch (error) {
    console.warn(
      `Build: no published articles from ${buildBackend().url} (${error instanceof Error ? error.message : String(error)}); /articles is built with the press entries alone.`,
    );
    return [];
  }
}

let listingOfThisBuild: Promise<ArticleListing | null> | undefined;

/**
 * What /articles shows of the stored articles; null when the build reached no backend. Read once per build, so the
 * page and the file beside it (routes/articles-listing.ts) hold the same listing; the dev server reads it on each request.
 */
export const articleListingAtBuild = () => (viteEnv?.DEV ? readArticleListing() : (listingOfThisBuild ??= readArticleListing()));

async function readArticleListing(): Promise<ArticleListing | null> {
  try {
    return await fetchArticleListing(buildBackend(), listingSizes, timeout());
  } catch (error) {
    console.warn(
      `Build: no article listing from ${buildBackend().url} (${error instanceof Error ? error.message : String(error)}); /articles is built with the press entries alone.`,
    );
    return null;
  }
}

/** The article pages the build prerenders. */
export const articlePathsAtBuild = async () => (await publishedArticlesAtBuild()).map((article) => articlePath(article.slug));

/** One article for its prerendered page; null when the backend no longer has it published. */
export async function publishedArticleAtBuild(slug: string): Promise<PublishedArticle | null> {
  return fetchPublishedArticle(buildBackend(), slug, timeout());
}
