import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the build puts the site: `site/build`, or the folder SITE_BUILD_DIR names (as site/react-router.config.ts reads
 * it; the Observatory grades a build of its own). `client` is what the host serves; `manifestFile`, beside it, is the
 * browser build's manifest (which chunk each source became, and what it imports), kept for the size budget.
 */
export function builtSite(buildDir = process.env.SITE_BUILD_DIR) {
  const root = buildDir ? resolve(site, buildDir) : join(site, 'build');
  return { root, client: join(root, 'client'), manifestFile: join(root, 'client-manifest.json') };
}

/** Every HTML file under `dir`, the build's pages, never its assets; the media folder's too with `media`. */
export const htmlFilesIn = (dir: string, { media = false } = {}): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || (name === 'media' && !media) ? [] : htmlFilesIn(path, { media });
    return name.endsWith('.html') ? [path] : [];
  });
