// Serves the prerendered site as a static host would: each route's HTML at its clean URL, assets,
// compressed text (as every real host sends it), and a real 404 status with the 404 page for unknown paths. In-process, so stopping this process
// always frees the port. Usage: node scripts/serve-site.mjs [port]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const buildDir = fileURLToPath(new URL('../site/build/client', import.meta.url));
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build found in site/build/client: run `pnpm build` first.');
  process.exit(1);
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
const server = createServer((request, response) => compress(request, response, () => handler(request, response, options)));
server.listen(port, host, () => console.log(`Site: http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
