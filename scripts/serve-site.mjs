// Serves the prerendered site as a static host would: each route's HTML, assets, and a real 404
// status with the 404 page for unknown paths. Usage: node scripts/serve-site.mjs [port]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = join(root, 'site/build/client');
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build found in site/build/client: run `pnpm build` first.');
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveBin = join(dirname(require.resolve('serve/package.json')), 'build/main.js');
const server = spawn(process.execPath, [serveBin, buildDir, '--listen', `tcp://${host}:${port}`, '--no-clipboard', '--no-port-switching'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
console.log(`Site: http://${host}:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
