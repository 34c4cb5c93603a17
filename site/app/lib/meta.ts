import type { MetaDescriptor } from 'react-router';
import { brand } from '@cg/content/brand';
import { ogImage } from '@cg/content/ogImage';
import { canonicalPath, type RouteRow } from '@cg/data/routeTable';

/** Appends the brand unless the title already names it. */
export function withBrand(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export const absoluteUrl = (path: string) => new URL(path, brand.siteUrl).toString();

/** What a page's <head> says about it: a route row's fields, or an article's. */
export type PageHead = {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Canonical path on brand.siteUrl. */
  canonical: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  image?: { src: string; width?: number; height?: number };
};

export const headOf = (row: RouteRow): PageHead => ({
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  canonical: canonicalPath(row),
  noindex: 'noindex' in row ? row.noindex : undefined,
});

/** Every tag a page's head needs. */
export function buildMeta(head: PageHead, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const title = withBrand(head.title);
  const url = absoluteUrl(head.canonical);
  const image = head.image ?? ogImage;
  return [
    { title },
    { name: 'description', content: head.description },
    ...(head.keywords.length ? [{ name: 'keywords', content: head.keywords.join(', ') }] : []),
    { name: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: 'el_GR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image.src) },
    ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
    ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...extra,
  ];
}
