import { articlePathsAtBuild } from '../articles/buildTimeArticles';
import { sitemapXml } from '../lib/sitemap';

/** Prerendered to /sitemap.xml at build time, with the article pages the build knows. */
export const loader = async () =>
  new Response(sitemapXml(await articlePathsAtBuild()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
