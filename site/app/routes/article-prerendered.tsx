import type { LoaderFunctionArgs } from 'react-router';
import { renderMarkdown } from '@cg/ui/markdown';
import {
  ArticleErrorBoundary,
  ArticleRoute,
  articleClientLoader,
  articleMeta,
  articleNotFound,
  withHtml,
  type ArticleData,
} from '../articles/articleRoute';
import { publishedArticleAtBuild } from '../articles/buildTimeArticles';

// /articles/:slug when the build knows some articles: those are prerendered, newer ones render in the browser.
export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData> {
  const article = await publishedArticleAtBuild(params.slug ?? '');
  if (!article) throw articleNotFound();
  return { ...withHtml(article, renderMarkdown), fromBuild: true };
}

export const clientLoader = articleClientLoader;
export const meta = articleMeta;
export const ErrorBoundary = ArticleErrorBoundary;
export default ArticleRoute;
