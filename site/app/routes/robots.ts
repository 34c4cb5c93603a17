import { robotsTxt } from '../lib/sitemap';

/** Prerendered to /robots.txt at build time. */
export const loader = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
