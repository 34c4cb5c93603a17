// Serves the built site as the static host does (docs/decisions/022-the-static-host.md): the build's own
// `_redirects` and `_headers`, read from the build and applied by @cg/static-host, which answers a path as
// Cloudflare Pages does (files at their addresses, the nearest 404.html). Compressed, with ETags, as every
// real host sends it. `npm start`, e2e and the benchmarks use it; scripts/host-check.ts holds it to the
// host's own runtime. In-process, so stopping this process frees the port. Run with tsx:
// node --import tsx scripts/serve-site.ts [port]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { parseHeaders, parseRedirects, resolveRequest } from '@cg/static-host';

// SITE_DIR serves another copy of the build (the Lighthouse benchmark's pages without scripts).
const buildDir = process.env.SITE_DIR ?? fileURLToPath(new URL('../site/build/client', import.meta.url));
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

for (const file of ['index.html', '_headers', '_redirects']) {
  if (!existsSync(join(buildDir, file))) {
    console.error(`No ${file} in ${buildDir}: run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const rules = {
  redirects: parseRedirects(readFileSync(join(buildDir, '_redirects'), 'utf8')),
  headers: parseHeaders(readFileSync(join(buildDir, '_headers'), 'utf8')),
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  // The published Storybook's database (PGlite) and its data, as the host serves them (SITE_DIR=storybook-static).
  '.wasm': 'application/wasm',
  // The back office's manifest, as the static host types it.
  '.webmanifest': 'application/manifest+json',
  '.data': 'application/octet-stream',
};

/** A regular file of the build at this site path (the host's file list); never a folder or a way out of it. */
const fileAt = (path: string) => {
  try {
    return statSync(join(buildDir, path)).isFile();
  } catch {
    return false;
  }
};

const compress = compression();

// compression is Express middleware; Node's own request and response are what it reads and writes.
type Middleware = (request: unknown, response: unknown, next: () => void) => void;
const server = createServer((request, response) =>
  (compress as Middleware)(request, response, () => {
    let url;
    try {
      url = new URL(request.url ?? '/', 'http://site');
    } catch {
      url = new URL('http://site/');
    }
    const answer = resolveRequest(
      request.method ?? 'GET',
      url,
      rules,
      fileAt,
      (found) => new Headers('file' in found ? { 'Content-Type': contentTypes[extname(found.file)] ?? 'application/octet-stream' } : {}),
    );
    const headers = Object.fromEntries(answer.headers);
    if ('location' in answer) {
      response.writeHead(answer.status, { ...headers, Location: answer.location });
      return response.end();
    }
    if (!('file' in answer)) {
      response.writeHead(answer.status, headers);
      return response.end();
    }
    const path = join(buildDir, answer.file);
    const { size, mtimeMs } = statSync(path);
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ...headers, ETag: etag });
      return response.end();
    }
    response.writeHead(answer.status, { ...headers, ...(answer.status === 200 ? { ETag: etag } : {}) });
    response.end(request.method === 'HEAD' ? undefined : readFileSync(path));
  }),
);
server.listen(port, host, () => console.log(`Site: http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
