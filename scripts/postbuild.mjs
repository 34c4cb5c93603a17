// Finishes the prerendered site for static hosting (see docs/decisions/002-first-paint-without-modulepreload.md).
// Run with tsx (`node --import tsx`): the route table is TypeScript. Every step fails the build when it
// finds nothing to do that it should have done.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundRoute } from '../site/app/routeTable.ts';
import { checkSpaFallback, finishPrerenderedPage } from './finish-pages.mjs';

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));
export const spaFallback = '__spa-fallback.html';

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

const fail = (message) => {
  throw new Error(`postbuild: ${message}`);
};

// 1. Every prerendered page: no modulepreloads, the SVG favicon inline, hydration after the load and the first paint.
//    The SPA fallback hydrates at once instead: it only ever shows a loading state.
let removed = 0;
let deferred = 0;
const faviconSvg = readFileSync(join(client, 'favicon.svg'), 'utf8');
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  try {
    if (file.endsWith(spaFallback)) {
      checkSpaFallback(html);
      continue;
    }
    const finished = finishPrerenderedPage(html, { faviconSvg });
    writeFileSync(file, finished.html);
    removed += finished.removed;
    deferred += 1;
  } catch (error) {
    fail(`${file}: ${error.message}`);
  }
}
if (deferred === 0) fail('no prerendered page found');

// 2. Static hosts answer unknown paths with /404.html and a real 404 status; the prerendered /404 is not a page.
const notFoundDir = join(client, notFoundRoute.prerenderPath);
if (!existsSync(join(notFoundDir, 'index.html'))) fail(`the 404 page was not prerendered at ${notFoundRoute.prerenderPath}`);
cpSync(join(notFoundDir, 'index.html'), join(client, notFoundRoute.hostFile));
rmSync(notFoundDir, { recursive: true });

// 3. The prerender pass writes a second copy of the stylesheet that no page or module links: leave it off the host.
const assets = join(client, 'assets');
const referencing = [...htmlFiles(client), ...readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => join(assets, name))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const unlinkedStyles = readdirSync(assets).filter((name) => name.endsWith('.css') && !referencing.includes(name));
for (const name of unlinkedStyles) rmSync(join(assets, name));

console.log(
  `postbuild: removed ${removed} modulepreload tags, hydration after the first paint on ${deferred} pages, ` +
    `wrote ${notFoundRoute.hostFile}, removed ${unlinkedStyles.length} unlinked stylesheet(s)`,
);
