import { robotsTxt } from '../lib/sitemap';
import { isPreviewBuild } from '../../host/siteEnv';

/** Prerendered to /robots.txt at build time. */
export const loader = () => new Response(robotsTxt(isPreviewBuild()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
