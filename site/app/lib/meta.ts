import type { MetaDescriptor } from 'react-router';
import { brand } from '../content/brand';
import { ogImage } from '../content/media';
import type { RouteMeta } from '../content/metadata';

/** Appends the brand unless the title already names it. */
export function withBrand(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export const absoluteUrl = (path: string) => new URL(path, brand.siteUrl).toString();

/** Every tag a page's head needs, from one metadata row. */
export function buildMeta(row: RouteMeta, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const title = withBrand(row.title);
  const url = absoluteUrl(row.path);
  return [
    { title },
    { name: 'description', content: row.description },
    ...(row.keywords.length ? [{ name: 'keywords', content: row.keywords.join(', ') }] : []),
    { name: 'robots', content: row.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: 'el_GR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: row.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(ogImage.src) },
    { property: 'og:image:width', content: String(ogImage.width) },
    { property: 'og:image:height', content: String(ogImage.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...extra,
  ];
}
