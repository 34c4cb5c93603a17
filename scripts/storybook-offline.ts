// `pnpm storybook:offline`: builds the static Storybook and opens stories that need the backend with every request
// that is not to the static server refused, as a reviewer offline (or Chromatic) would load it: the backend, its
// WebAssembly and its database snapshot must all come from the build. Prints how long each took to be ready.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import handler from 'serve-handler';
import { chromiumArgs, storyBrowserPath } from './testBrowser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}storybook-static`;
if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });

// A story, and what shows once its play function has reached the backend and back.
type Role = Parameters<Page['getByRole']>[0];
const stories: { id: string; ready: { role: Role; name: string } }[] = [
  { id: 'pages-adminleads--inbox', ready: { role: 'table', name: 'Σύνολο: 6' } },
  { id: 'pages-adminarticles--list', ready: { role: 'table', name: 'Σύνολο: 3' } },
  { id: 'pages-articles--searching-older-articles', ready: { role: 'heading', name: 'Το παλαιότερο άρθρο της σειράς' } },
];

const server = createServer((request, response) => void handler(request, response, { public: out, cleanUrls: false }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: storyBrowserPath, args: chromiumArgs });
let failed = false;
try {
  for (const { id, ready } of stories) {
    // A new context each time: nothing cached from the story before.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort(),
    );
    const started = Date.now();
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    const shown = await page
      .getByRole(ready.role, { name: ready.name })
      .first()
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    console.log(
      `${shown ? 'ok    ' : 'FAILED'} ${id}: ${shown ? `ready in ${Date.now() - started} ms` : `no ${ready.role} "${ready.name}"`}`,
    );
    failed ||= !shown;
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
