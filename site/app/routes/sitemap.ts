import { sitemapXml } from '../lib/sitemap';

/** Prerendered to /sitemap.xml at build time. */
export const loader = () => new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
