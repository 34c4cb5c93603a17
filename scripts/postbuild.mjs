// Finishes the prerendered site for static hosting (docs/decisions/002-first-paint-without-modulepreload.md,
// 022-the-static-host.md). Run with tsx (`node --import tsx`): the route table is TypeScript. Every step
// fails the build when it finds nothing to do that it should have done.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundRoute } from '../site/app/routeTable.ts';
import { dynamicFallbacks, headersFile, redirectsFile } from '../site/host/hostFiles.ts';
import { withPagePolicy } from '../site/host/pagePolicy.ts';
import { policySources } from '../site/host/policySources.ts';
import { checkSpaFallback, finishIslandsPage, finishPrerenderedPage, hydratesOnlyIslands } from './finish-pages.mjs';
import { minifyInlineScripts } from './inlineScripts.mjs';

// SITE_BUILD_DIR: a build of its own (as site/react-router.config.ts reads it; the Observatory grades one).
const client = join(
  process.env.SITE_BUILD_DIR
    ? resolve(fileURLToPath(new URL('../site/', import.meta.url)), process.env.SITE_BUILD_DIR)
    : fileURLToPath(new URL('../site/build', import.meta.url)),
  'client',
);
export const spaFallback = '__spa-fallback.html';

const htmlFiles = (dir, { media = false } = {}) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || (name === 'media' && !media) ? [] : htmlFiles(path, { media });
    return name.endsWith('.html') ? [path] : [];
  });

const fail = (message) => {
  throw new Error(`postbuild: ${message}`);
};

// 0. React Router's own pages, before any step here rewrites them: the tests of these rewrites read them
//    (scripts/finish-pages.test.mjs, given SITE_RAW_HTML by npm test) instead of building the site once more.
const rawHtmlDir = join(client, '..', 'react-router-html');
rmSync(rawHtmlDir, { recursive: true, force: true });
for (const file of htmlFiles(client)) {
  const copy = join(rawHtmlDir, relative(client, file));
  mkdirSync(dirname(copy), { recursive: true });
  cpSync(file, copy);
}

// 1. Every prerendered page: no modulepreloads, the SVG favicon inline, hydration after the load and the first paint.
//    The SPA fallback hydrates at once instead: it only ever shows a loading state.
//    A page that hydrates only its islands gets the islands loader instead (decision 028).
let removed = 0;
let deferred = 0;
let islandPages = 0;
const faviconSvg = readFileSync(join(client, 'favicon.svg'), 'utf8');
const loaders = readdirSync(join(client, 'assets')).filter((name) => /^islands-[\w-]+\.js$/.test(name));
if (loaders.length !== 1) fail(`expected one islands loader in assets/, found ${loaders.length}`);
const loader = `/assets/${loaders[0]}`;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  try {
    if (file.endsWith(spaFallback)) {
      checkSpaFallback(html);
      continue;
    }
    if (hydratesOnlyIslands(html)) {
      const finished = finishIslandsPage(html, { faviconSvg, loader });
      writeFileSync(file, finished.html);
      removed += finished.removed;
      islandPages += 1;
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
if (deferred + islandPages === 0) fail('no prerendered page found');

// 1b. The site's own inline scripts, minified (the fallback's too): every page carries them.
let minifiedScripts = 0;
for (const file of htmlFiles(client)) {
  try {
    const minified = await minifyInlineScripts(readFileSync(file, 'utf8'), relative(client, file));
    writeFileSync(file, minified.html);
    minifiedScripts += minified.count;
  } catch (error) {
    fail(`${file}: ${error.message}`);
  }
}

// 2. Static hosts answer unknown paths with /404.html and a real 404 status; the prerendered /404 is not a page.
const notFoundDir = join(client, notFoundRoute.prerenderPath);
if (!existsSync(join(notFoundDir, 'index.html'))) fail(`the 404 page was not prerendered at ${notFoundRoute.prerenderPath}`);
cpSync(join(notFoundDir, 'index.html'), join(client, notFoundRoute.hostFile));
rmSync(notFoundDir, { recursive: true });

// 3. The prerender pass writes a second copy of the stylesheet that no page or module links: leave it off the host.
const assets = join(client, 'assets');
const referencing = [
  ...htmlFiles(client),
  ...readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(assets, name)),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const unlinkedStyles = readdirSync(assets).filter((name) => name.endsWith('.css') && !referencing.includes(name));
for (const name of unlinkedStyles) rmSync(join(assets, name));

// 4. Each page at the file the host serves at its address without a trailing slash: /students is students.html
//    (students/index.html would be served at /students/, with /students redirected there).
let moved = 0;
for (const file of htmlFiles(client)) {
  const folder = dirname(file);
  if (!file.endsWith('/index.html') || folder === client) continue;
  renameSync(file, `${folder}.html`);
  if (readdirSync(folder).length === 0) rmdirSync(folder);
  moved += 1;
}

// 5. A dynamic page newer than the build: the browser renders it from the fallback, its folder's 404 page.
const fallbacks = dynamicFallbacks();
for (const path of fallbacks) {
  mkdirSync(dirname(join(client, path)), { recursive: true });
  cpSync(join(client, spaFallback), join(client, path));
}

// 6. Every HTML file's own content security policy, with the hashes of its inline scripts and styles: last,
//    once no other step changes a page.
const sources = policySources();
const pages = htmlFiles(client, { media: true });
for (const file of pages) {
  try {
    writeFileSync(file, withPagePolicy(readFileSync(file, 'utf8'), sources));
  } catch (error) {
    fail(`${relative(client, file)}: ${error.message}`);
  }
}

// 7. The host's rules and headers.
writeFileSync(join(client, '_redirects'), redirectsFile());
writeFileSync(join(client, '_headers'), headersFile(sources));

console.log(
  `postbuild: minified ${minifiedScripts} inline scripts, removed ${removed} modulepreload tags, hydration after the first paint on ${deferred} pages, ` +
    `only islands on ${islandPages}, ` +
    `wrote ${notFoundRoute.hostFile}, removed ${unlinkedStyles.length} unlinked stylesheet(s), ${moved} pages at their addresses, ` +
    `${fallbacks.length} dynamic fallback(s), a policy in ${pages.length} HTML files, _redirects and _headers (backend ${sources.backendUrl})`,
);
