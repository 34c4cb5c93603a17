import { brand } from '@cg/content/brand';
import { indexablePaths } from '@cg/data/routeTable';
import { absoluteUrl } from './meta';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable prerendered page as an absolute URL on the site's origin (extra paths: pages built from data). */
export function sitemapXml(extraPaths: readonly string[] = []): string {
  const urls = [...indexablePaths(), ...extraPaths].map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The public site's rules; a pull request's preview disallows everything (its headers say noindex too). */
export const robotsTxt = (preview = false) =>
  preview
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${new URL('/sitemap.xml', brand.siteUrl).toString()}\n`;
