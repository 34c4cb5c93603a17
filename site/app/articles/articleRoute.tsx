import { data, isRouteErrorResponse, useLocation, useRouteError, type ClientLoaderFunctionArgs } from 'react-router';
import { fetchPublishedArticle } from '@cg/data/published';
import { backend } from '../lib/backend';
import { ArticlePage } from '../pages/ArticlePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { withHtml, type ArticleData } from './articleData';
import articleIsland from '../islands/article.island';
import { Island } from '../islands/Island';
import { ArticleUnavailable } from './ArticleUnavailable';

/** No article here (unknown slug, or a draft): the site's 404 page. */
export const articleNotFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * In the browser, the backend's current copy: on a page the build did not prerender (an article published after
 * the build renders from the SPA fallback) and on client navigations (a prerendered page hydrates no route: it
 * checks itself: currentArticle.ts). When the backend cannot be reached, the prerendered copy, if there is one.
 * The Markdown parser loads only when the content differs from what the build rendered.
 */
export async function articleClientLoader({ params, serverLoader }: ClientLoaderFunctionArgs): Promise<ArticleData> {
  const [fresh, built] = await Promise.allSettled([fetchPublishedArticle(backend, params.slug ?? ''), serverLoader<ArticleData>()]);
  if (fresh.status === 'rejected') {
    console.error('Το άρθρο δεν φορτώθηκε από τον διακομιστή', fresh.reason);
    // Without the build's fingerprint: the page this renders does not check itself again.
    if (built.status === 'fulfilled') return { article: built.value.article, html: built.value.html };
    throw data('Το άρθρο δεν φορτώθηκε', { status: 503, statusText: 'Service Unavailable' });
  }
  const article = fresh.value;
  if (!article) throw articleNotFound();
  if (built.status === 'fulfilled' && built.value.article.content === article.content) return { article, html: built.value.html };
  const { renderMarkdown } = await import('@cg/ui/markdown');
  return withHtml(article, renderMarkdown);
}

export function ArticleRoute({ loaderData }: { loaderData: ArticleData }) {
  return (
    <>
      <ArticlePage article={loaderData.article} html={loaderData.html} />
      {loaderData.fingerprint ? <Island of={articleIsland} props={{ fingerprint: loaderData.fingerprint }} /> : null}
    </>
  );
}

/** 404 for a missing or draft article; a Greek message with a retry when the backend is unreachable. */
export function ArticleErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage path={pathname} />;
  console.error(error);
  return <ArticleUnavailable />;
}
