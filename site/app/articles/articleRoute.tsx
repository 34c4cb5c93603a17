import { data, isRouteErrorResponse, useRouteError, type ClientLoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import { buttonStyles, StatusCard } from '@cg/ui';
import { fetchPublishedArticle, type PublishedArticle } from '@cg/data/published';
import { brand } from '@cg/content/brand';
import { backend } from '../lib/backend';
import { homeCrumb } from '../lib/breadcrumbs';
import { absoluteUrl, buildMeta, headOf } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/breadcrumbJsonLd';
import { ArticlePage } from '../pages/ArticlePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeFor } from '../routeTable';
import { articlePath } from './articleList';
import { useFreshArticle } from './useFreshArticle';

/**
 * The article and its Markdown already rendered (renderMarkdown), so showing it needs no parser;
 * `fromBuild` when it is the copy the build prerendered, which the page checks once it runs.
 */
export type ArticleData = { article: PublishedArticle; html: string | null; fromBuild?: boolean };

export const withHtml = (article: PublishedArticle, render: (markdown: string) => string): ArticleData => ({
  article,
  html: article.content ? render(article.content) : null,
});

const listRow = routeFor('/articles');
const articleRow = routeFor('/articles/:slug');

/** No article here (unknown slug, or a draft): the site's 404 page. */
export const articleNotFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * In the browser, the backend's current copy: on a page the build did not prerender (an article
 * published after the build renders from the SPA fallback), on client navigations, and when the page
 * finds its prerendered copy out of date (useFreshArticle) — then one unpublished since the build
 * becomes the 404. Not on the hydration of a prerendered page: that would render the whole page a second
 * time for nothing in the usual case. When the backend cannot be reached, the prerendered copy, if
 * there is one. The Markdown parser loads only when the content differs from what the build rendered.
 */
export async function articleClientLoader({ params, serverLoader }: ClientLoaderFunctionArgs): Promise<ArticleData> {
  const [fresh, built] = await Promise.allSettled([fetchPublishedArticle(backend, params.slug ?? ''), serverLoader<ArticleData>()]);
  if (fresh.status === 'rejected') {
    console.error('Το άρθρο δεν φορτώθηκε από τον διακομιστή', fresh.reason);
    // Not marked fromBuild: the page must not check again, and reload again, while the backend is down.
    if (built.status === 'fulfilled') return { article: built.value.article, html: built.value.html };
    throw data('Το άρθρο δεν φορτώθηκε', { status: 503, statusText: 'Service Unavailable' });
  }
  const article = fresh.value;
  if (!article) throw articleNotFound();
  if (built.status === 'fulfilled' && built.value.article.content === article.content) return { article, html: built.value.html };
  const { renderMarkdown } = await import('@cg/ui/markdown');
  return withHtml(article, renderMarkdown);
}

const jsonLd = (value: object): MetaDescriptor => ({ 'script:ld+json': value });

/** Title, excerpt, canonical URL, the thumbnail as the Open Graph image, Article and breadcrumb data. */
export function articleMeta({ data: loaded }: { data: ArticleData | undefined }): MetaDescriptor[] {
  if (!loaded) return buildMeta({ ...headOf(routeFor('/')), noindex: true });
  const { article } = loaded;
  const path = articlePath(article.slug);
  const description = article.excerpt ?? articleRow.description;
  return buildMeta(
    {
      title: article.title,
      description,
      keywords: [],
      canonical: path,
      type: 'article',
      image: article.thumbnail_url ? { src: article.thumbnail_url } : undefined,
    },
    [
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        datePublished: article.published_at,
        inLanguage: 'el',
        mainEntityOfPage: absoluteUrl(path),
        ...(article.thumbnail_url ? { image: [article.thumbnail_url] } : {}),
        author: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
        publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
      }),
      jsonLd(breadcrumbJsonLd([homeCrumb, { label: listRow.breadcrumb, href: listRow.path }, { label: article.title, href: path }])),
    ],
  );
}

export function ArticleRoute({ loaderData }: { loaderData: ArticleData }) {
  useFreshArticle(loaderData.article, loaderData.fromBuild === true);
  return <ArticlePage article={loaderData.article} html={loaderData.html} />;
}

/** 404 for a missing or draft article; a Greek message with a retry when the backend is unreachable. */
export function ArticleErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <StatusCard
      title="Το άρθρο δεν φορτώθηκε"
      message={<p>Δεν ήταν δυνατή η σύνδεση. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.</p>}
      actions={
        <button type="button" className={buttonStyles({ tone: 'secondary' })} onClick={() => window.location.reload()}>
          Δοκιμάστε ξανά
        </button>
      }
    />
  );
}
