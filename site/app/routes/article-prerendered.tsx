import type { LoaderFunctionArgs } from 'react-router';
import { articleFingerprint } from '@cg/data/published';
import { renderMarkdown } from '@cg/ui/markdown';
import { withHtml, type ArticleData } from '../articles/articleData';
import { articleMeta } from '../articles/articleMeta';
import { ArticleErrorBoundary, ArticleRoute, articleClientLoader, articleNotFound } from '../articles/articleRoute';
import { publishedArticleAtBuild } from '../articles/buildTimeArticles';

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData> {
  const article = await publishedArticleAtBuild(params.slug ?? '');
  if (!article) throw articleNotFound();
  return { ...withHtml(article, renderMarkdown), fingerprint: await articleFingerprint(article) };
}

export const clientLoader = articleClientLoader;
export const meta = articleMeta;
export const ErrorBoundary = ArticleErrorBoundary;
export default ArticleRoute;
