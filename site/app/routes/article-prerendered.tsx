import type { LoaderFunctionArgs } from 'react-router';
import { articleFingerprint } from '@cg/data/published';
import { renderMarkdown } from '@cg/ui/markdown';
import { withHtml, type ArticleData } from '../articles/articleData';
import { articleMeta } from '../articles/articleMeta';
import { ArticleErrorBoundary, ArticleRoute, articleClientLoader, articleNotFound } from '../articles/articleRoute';
import { publishedArticleAtBuild } from '../articles/buildTimeArticles';
import type { IslandsHandle } from '../islands/islandRenderer';

// /articles/:slug when the build knows some articles: those are prerendered, newer ones render in the browser.
// A prerendered one hydrates no route (decision 028): only the header, and it checks itself against the backend.
export const handle = { hydrate: false } satisfies IslandsHandle;

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData> {
  const article = await publishedArticleAtBuild(params.slug ?? '');
  if (!article) throw articleNotFound();
  return { ...withHtml(article, renderMarkdown), fingerprint: await articleFingerprint(article) };
}

export const clientLoader = articleClientLoader;
export const meta = articleMeta;
export const ErrorBoundary = ArticleErrorBoundary;
export default ArticleRoute;
