// Serves the prerendered site as a static host would, with the rules the README's "Deploying" section
// asks of a real host: each route's HTML at its clean URL, assets, compressed text (as every real host
// sends it), the SPA fallback with 200 for pages rendered in the browser (client-only routes, and
// dynamic pages newer than the build), and the 404 page with a real 404 status for everything else.
// In-process, so stopping this process always frees the port. Run with tsx (the route table is
// TypeScript): node --import tsx scripts/serve-site.mjs [port]
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { clientRoutePatterns, pathMatches } from '../site/app/routeTable.ts';

// SITE_DIR serves another copy of the build (the Lighthouse benchmark's pages without scripts).
const buildDir = process.env.SITE_DIR ?? fileURLToPath(new URL('../site/build/client', import.meta.url));
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build found in site/build/client: run `pnpm build` first.');
  process.exit(1);
}

const fallbackFile = join(buildDir, '__spa-fallback.html');
const clientPatterns = clientRoutePatterns();

/** A path the browser renders from the fallback: a client route with no prerendered page of its own. */
export function servesFallback(pathname) {
  if (!clientPatterns.some((pattern) => pathMatches(pattern, pathname))) return false;
  const clean = pathname.replace(/\/+$/, '');
  return !existsSync(join(buildDir, clean, 'index.html')) && !existsSync(join(buildDir, `${clean}.html`));
}

const compress = compression();
const options = {
  public: buildDir,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  // Hashed file names never change: cache them for a year; pages are revalidated.
  headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
};

const server = createServer((request, response) =>
  compress(request, response, () => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    } catch {
      // A malformed address: serve-handler answers it.
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && servesFallback(pathname)) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : readFileSync(fallbackFile));
      return;
    }
    void handler(request, response, options);
  }),
);
server.listen(port, host, () => console.log(`Site: http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
