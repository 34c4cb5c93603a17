// `pnpm storybook:host`: finishes the static Storybook (storybook-static, from `pnpm build-storybook`) for its own
// Pages project (docs/decisions/032-where-qa-and-designers-look.md): the site's security headers, with the two changes
// Storybook needs (it frames its own stories, so frames from its own origin; its stories' backend is the in-page one at
// the local backend's address, answered by a service worker), a policy with the hashes of its inline scripts, and no
// indexing (a noindex header and a robots.txt that disallows everything).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBackend } from '../packages/data/src/backend.ts';
import { formatHeaders, type HeaderRule } from '../packages/static-host/src/index.ts';
import { securityHeaders } from '../packages/static-host/src/securityHeaders.ts';
import { inlineHashes } from '../site/host/pagePolicy.ts';
import { noindexHeader } from '../site/host/siteEnv.ts';

/** The policy of every Storybook page: its own files, its inline scripts by hash, its frames and its stories' backend. */
export function storybookPolicy(scriptHashes: readonly string[]) {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // The stories' database (PGlite) is WebAssembly compiled in the page.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...new Set(scriptHashes)],
    // Storybook's own interface writes its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The stories' Supabase client calls the local backend's address, and the page's service worker answers.
    'connect-src': ["'self'", localBackend.url],
    'worker-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function storybookHeaderRules(scriptHashes: readonly string[]): HeaderRule[] {
  return [
    {
      path: '/*',
      comment: 'Every response: the site’s security headers (frames from Storybook’s own origin), its policy, no indexing.',
      unset: ['Access-Control-Allow-Origin'],
      set: {
        'Content-Security-Policy': storybookPolicy(scriptHashes),
        ...securityHeaders,
        'X-Frame-Options': 'SAMEORIGIN',
        ...noindexHeader,
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    {
      path: '/assets/*',
      comment: 'Hashed file names never change.',
      unset: ['Cache-Control'],
      set: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

/** Writes `_headers` and `robots.txt` into the built Storybook; answers how many inline scripts it allowed. */
export async function finishStorybook(dir: string): Promise<number> {
  const hashes: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.html')))
    hashes.push(...(await inlineHashes(readFileSync(join(dir, name), 'utf8'))).scripts);
  writeFileSync(
    join(dir, '_headers'),
    formatHeaders(storybookHeaderRules(hashes), ['Written by scripts/storybook-host.ts after pnpm build-storybook.']),
  );
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return new Set(hashes).size;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../storybook-static', import.meta.url));
  const count = await finishStorybook(dir);
  console.log(`storybook:host: _headers (security headers, ${count} inline script hash(es), noindex) and robots.txt in storybook-static`);
}
