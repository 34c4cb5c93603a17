import type { MetaDescriptor } from 'react-router';
import { brand } from '@cg/content/brand';
import { homeCrumb } from '../lib/breadcrumbs';
import { absoluteUrl, buildMeta, headOf } from '../lib/meta';
import { factsSaid } from '../lib/factsSaid';
import { breadcrumbJsonLd } from '../lib/breadcrumbJsonLd';
import { routeFor } from '@cg/data/routeTable';
import { articlePath } from './articleList';
import type { ArticleData } from './articleData';

const listRow = routeFor('/articles');
const articleRow = routeFor('/articles/:slug');

const jsonLd = (value: object): MetaDescriptor => ({ 'script:ld+json': value });

/** Title, excerpt, canonical URL, the thumbnail as the Open Graph image, Article and breadcrumb data. */
export function articleMeta({ data: loaded }: { data: ArticleData | undefined }): MetaDescriptor[] {
  if (!loaded) return buildMeta({ ...headOf(factsSaid(routeFor('/'))), noindex: true });
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
