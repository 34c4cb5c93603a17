// Finishes the prerendered site for static hosting (docs/decisions/022-the-static-host.md, 028). React Router writes
// each page as it ships (a page of islands carries the islands loader and none of the router's scripts, decision 028):
// what is left is where files go, and each page's policy. Nothing here edits markup by pattern; the policy is read and
// written with an HTML rewriter (site/host/html.ts). Every step fails the build when it finds what it should not.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Manifest } from 'vite';
import { contentPreviewPath } from '@cg/data/contentPreview';
import { newerPageShells, notFoundRoute } from '@cg/data/routeTable';
import { builtSite, htmlFilesIn as htmlFiles } from '../site/host/builtSite.ts';
import { builtPageFile, headersFile, redirectsFile } from '../site/host/hostFiles.ts';
import { headerScripts } from '../site/host/headerScripts.ts';
import { speculationRules, speculationRulesPath } from '../site/host/speculationRules.ts';
import type { PageHashes } from '../site/host/contentSecurityPolicy.ts';
import { inlineHashes, withPagePolicy } from '../site/host/pagePolicy.ts';
import { policySources } from '../site/host/policySources.ts';

const { client, manifestFile } = builtSite();

const fail = (message: string): never => {
  throw new Error(`postbuild: ${message}`);
};

// 1. The browser build's manifest, for the size budget, out of what the host serves.
const viteDir = join(client, '.vite');
if (!existsSync(join(viteDir, 'manifest.json'))) fail('the browser build wrote no .vite/manifest.json');
renameSync(join(viteDir, 'manifest.json'), manifestFile);
rmSync(viteDir, { recursive: true, force: true });
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

// 2. Static hosts answer unknown paths with /404.html and a real 404 status; the prerendered /404 is not a page.
const notFoundDir = join(client, notFoundRoute.prerenderPath);
if (!existsSync(join(notFoundDir, 'index.html'))) fail(`the 404 page was not prerendered at ${notFoundRoute.prerenderPath}`);
cpSync(join(notFoundDir, 'index.html'), join(client, notFoundRoute.hostFile));
rmSync(notFoundDir, { recursive: true });

// 3. The prerender pass writes a second copy of the stylesheet that no page or module links: leave it off the host.
const assets = join(client, 'assets');
const linkedStyles = new Set(
  Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]),
);
const unlinkedStyles = readdirSync(assets).filter((name) => name.endsWith('.css') && !linkedStyles.has(`assets/${name}`));
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

// 5. A dynamic page newer than the build: its shell, prerendered at an address of its own (where a changed page
//    fetches its templates with status 200), is also its folder's 404 page.
const shells = newerPageShells();
for (const shell of shells) {
  const built = join(client, builtPageFile(shell.prerenderPath));
  if (!existsSync(built)) fail(`the shell of ${shell.hostFile} was not prerendered at ${shell.prerenderPath}`);
  mkdirSync(dirname(join(client, shell.hostFile)), { recursive: true });
  cpSync(built, join(client, shell.hostFile));
}

// 6. Every HTML file's own content security policy, with the hashes of its inline scripts and styles: last, once no
//    other step changes a page.
const sources = policySources();
const pages = htmlFiles(client, { media: true });
const hashes = new Map<string, PageHashes>();
for (const file of pages) {
  try {
    hashes.set(file, await inlineHashes(readFileSync(file, 'utf8')));
  } catch (error) {
    fail(`${relative(client, file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
// Every page's inline scripts, for the reporting policy of the responses that may carry them (headerScripts.ts).
const scripts = headerScripts(new Map([...hashes].map(([file, page]) => [relative(client, file).split(sep).join('/'), page.scripts])));
// The draft's preview weighs the draft in the built page, parsed inert (site/preview/checkPage.ts): the site's style
// blocks are elements there, under the preview's policy.
const siteStyleHashes = [...new Set([...hashes.values()].flatMap((page) => page.styles))];
const previewPage = join(client, builtPageFile(contentPreviewPath));
for (const file of pages) {
  try {
    writeFileSync(file, await withPagePolicy(readFileSync(file, 'utf8'), sources, file === previewPage ? siteStyleHashes : []));
  } catch (error) {
    fail(`${relative(client, file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (!hashes.has(previewPage)) fail(`the draft's preview was not built at ${relative(client, previewPage)}`);

// 7. The host's rules and headers, and the speculation rules its header names on every page.
writeFileSync(join(client, '_redirects'), redirectsFile());
writeFileSync(join(client, speculationRulesPath.slice(1)), `${JSON.stringify(speculationRules())}\n`);
try {
  writeFileSync(join(client, '_headers'), headersFile(sources, scripts));
} catch (error) {
  fail(`_headers: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  `postbuild: wrote ${notFoundRoute.hostFile}, removed ${unlinkedStyles.length} unlinked stylesheet(s), ${moved} pages at their addresses, ` +
    `${shells.length} dynamic page shell(s), a policy in ${pages.length} HTML files, _redirects and _headers (backend ${sources.backendUrl})`,
);
