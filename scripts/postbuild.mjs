// Finishes the prerendered site for static hosting (see docs/decisions/002-first-paint-without-modulepreload.md).
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.mjs';

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

// 1. Drop <link rel="modulepreload">: in the head they compete with the CSS, fonts and hero image
//    and hold back the first paint.
// 2. Fetch the hydration code only after the load and the first contentful paint (see the module).
const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
let removed = 0;
let deferred = 0;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8').replace(modulePreload, () => {
    removed += 1;
    return '';
  });
  try {
    writeFileSync(file, hydrateAfterFirstPaint(html));
  } catch (error) {
    throw new Error(`postbuild: ${file}: ${error.message}`);
  }
  deferred += 1;
}

// 3. Static hosts answer unknown paths with /404.html and a real 404 status; /404 itself is not a page.
cpSync(join(client, '404', 'index.html'), join(client, '404.html'));
rmSync(join(client, '404'), { recursive: true });

// 4. The prerender pass writes a second copy of the stylesheet that no page or module links: leave it
//    off the host.
const assets = join(client, 'assets');
const referencing = [...htmlFiles(client), ...readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => join(assets, name))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const unlinkedStyles = readdirSync(assets).filter((name) => name.endsWith('.css') && !referencing.includes(name));
for (const name of unlinkedStyles) rmSync(join(assets, name));

console.log(
  `postbuild: removed ${removed} modulepreload tags, hydration after the first paint on ${deferred} pages, ` +
    `wrote 404.html, removed ${unlinkedStyles.length} unlinked stylesheet(s)`,
);
