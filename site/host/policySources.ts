/**
 * What the policy allows besides the site itself, as the build that made the pages saw it: the backend
 * from VITE_SUPABASE_URL (the environment or the site's .env files, as Vite reads them), the video
 * player and the calculator from the content, and the runtime style blocks of the installed libraries.
 */
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { localBackend } from '@cg/data/backend';
import { brand } from '@cg/content/brand';
import { videoPlayerUrl } from '@cg/content/video';
import type { PolicySources } from './contentSecurityPolicy';
import { runtimeStyleHashes } from './runtimeStyles';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

export function policySources(mode = 'production'): PolicySources {
  const env = { ...loadEnv(mode, siteDir, 'VITE_'), ...process.env };
  return {
    backendUrl: env.VITE_SUPABASE_URL || localBackend.url,
    frameOrigins: [videoPlayerUrl({ title: '', youtubeId: 'any' }), brand.calculatorUrl],
    runtimeStyleHashes: runtimeStyleHashes(),
  };
}
