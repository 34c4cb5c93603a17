// Size budget: for every prerendered page of the route table, the gzip size of the JavaScript and CSS a visitor loads
// before interacting, on a first visit: its inline scripts, its stylesheets, the islands loader with what it imports,
// and every island that starts without the visitor (once idle, or in view: counted as if the first screen showed it),
// with React when such an island hydrates. What each chunk imports comes from the browser build's manifest; what a
// page carries is read with an HTML rewriter (site/host/html.ts). Fails above 15 KB of JavaScript, 25 KB of CSS or
// 13.6 KB of HTML (the page itself, what the first round trip carries, which staff's content moves: the preview checks
// a draft against the same figure) on any page, or when a prerendered route of the table has no page in the build.
// Run with tsx.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { htmlBudget } from '@cg/data/contentPreview';
import { dynamicRoutes, generatedFiles, newerPageShells, notFoundRoute, prerenderPaths } from '@cg/data/routeTable';
import { builtSite } from '../site/host/builtSite.ts';
import { builtPageFile, spaFallbackFile } from '../site/host/hostFiles.ts';
import { readHtml } from '../site/host/html.ts';
import { islandRootSource, loaderSource } from '../site/vite/islandsLoader.ts';

/**
 * Decision 028 and DESIGN.md's budgets: JavaScript before any interaction, and CSS, gzip; and what an article newer
 * than the build loads to show itself (issue 65).
 */
export const budgets = { js: 15 * 1024, css: 25 * 1024, html: htmlBudget, newerArticleJs: 100 * 1024 };

const { client, manifestFile } = builtSite();

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** `servedAs404`: a page the host answers with status 404 (unknown paths, and pages newer than the build). */
type Page = { route: string; path: string; file: string; servedAs404?: true };

/** Pages the build made for dynamic rows (articles known at build time), found in the build itself. */
function dynamicPages(dir: string, { firstOnly = false } = {}): Page[] {
  return dynamicRoutes().flatMap((row) => {
    const prefix = row.path.slice(0, row.path.indexOf('/:') + 1);
    const folder = join(dir, prefix);
    if (!existsSync(folder)) return [];
    // Each built page is <slug>.html; the folder's 404.html is the fallback for those newer than the build.
    const pages = readdirSync(folder)
      .filter((name) => name.endsWith('.html') && name !== '404.html')
      .map((name) => name.slice(0, -'.html'.length));
    return (firstOnly ? pages.slice(0, 1) : pages).map((slug) => ({
      route: `${prefix}${slug}`,
      path: `${prefix}${slug}`,
      file: join(dir, builtPageFile(`${prefix}${slug}`)),
    }));
  });
}

function staticPages(dir: string): Page[] {
  return (
    prerenderPaths()
      // The sitemap, robots.txt and the back office's manifest are files, not pages.
      .filter((path) => !generatedFiles.some((file) => file.path === path))
      .map((path): Page => {
        if (path === notFoundRoute.prerenderPath)
          return { route: `/${notFoundRoute.hostFile} (unknown paths)`, path, file: join(dir, notFoundRoute.hostFile), servedAs404: true };
        const shell = newerPageShells().find((candidate) => candidate.prerenderPath === path);
        if (shell) return { route: `/${shell.hostFile} (newer than the build)`, path, file: join(dir, shell.hostFile), servedAs404: true };
        return { route: path, path, file: join(dir, builtPageFile(path)) };
      })
  );
}

/** Every prerendered page: the route table's, then those built from data. */
export const prerenderedPages = (dir = client) => [...staticPages(dir), ...dynamicPages(dir)];

/** One page per route: the route table's pages, and one of those each data-built route makes (an article for all). */
export const pagePerRoute = (dir = client) => [...staticPages(dir), ...dynamicPages(dir, { firstOnly: true })];

/** What a page's HTML asks for before anyone touches it. */
type PageParts = {
  inlineScripts: string[];
  scripts: string[];
  styles: string[];
  loader: string | null;
  /** Islands that start without the visitor: once idle, or once in view. */
  startAlone: string[];
};

export async function pageParts(html: string): Promise<PageParts> {
  const parts: PageParts = { inlineScripts: [], scripts: [], styles: [], loader: null, startAlone: [] };
  let inline: number | null = null;
  await readHtml(html, {
    script: {
      element(script) {
        inline = null;
        const src = script.getAttribute('src');
        const type = script.getAttribute('type') ?? '';
        if (src) parts.scripts.push(src);
        else if (!type.includes('json')) inline = parts.inlineScripts.push('') - 1;
        const loader = script.getAttribute('data-loader');
        if (loader) parts.loader = loader;
      },
      text(chunk) {
        if (inline !== null) parts.inlineScripts[inline] += chunk.text;
      },
    },
    'link[rel="stylesheet"]': {
      element(link) {
        parts.styles.push(link.getAttribute('href') ?? '');
      },
    },
    'link[rel="modulepreload"]': {
      element(link) {
        parts.scripts.push(link.getAttribute('href') ?? '');
      },
    },
    '[data-island]': {
      element(marker) {
        const when = marker.getAttribute('data-when');
        if (when === 'idle' || when === 'visible') parts.startAlone.push(marker.getAttribute('data-island') ?? '');
      },
    },
  });
  return parts;
}

/** The chunks of the browser build: each source's chunk and what it imports statically, from the build's manifest. */
export class Chunks {
  private readonly byFile = new Map<string, string>();
  constructor(private readonly manifest: Manifest) {
    for (const [key, chunk] of Object.entries(manifest)) this.byFile.set(`/${chunk.file}`, key);
  }

  static read(file = manifestFile) {
    if (!existsSync(file)) throw new Error(`budget: no manifest at ${file}: run \`pnpm build\` first`);
    return new Chunks(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  }

  /** The files a chunk brings, itself and its static imports, as the browser fetches them before running it. */
  closure(key: string, into = new Set<string>()): Set<string> {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`budget: ${key} is not in the browser build's manifest`);
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) this.closure(imported, into);
    return into;
  }

  /** A script a page names: its chunk's closure, or the file alone when it is not Vite's (React Router's manifest). */
  closureOfFile(url: string) {
    const key = this.byFile.get(url);
    return key ? this.closure(key) : new Set([url.slice(1)]);
  }

  /** An island's chunk, by the source its name comes from (site/app/islands/<name>.island.ts(x)). */
  islandKey(name: string) {
    const key = [`app/islands/${name}.island.ts`, `app/islands/${name}.island.tsx`].find((candidate) => this.manifest[candidate]);
    if (!key) throw new Error(`budget: no chunk for the island "${name}" in the build's manifest`);
    return key;
  }
}

/** The chunks a hydrated island needs besides its own: React DOM's client and the islands' root (islands/loader.ts). */
const hydrationKeys = (chunks: Chunks) => [...chunks.closure(islandRootSource)];

/** Everything one page loads before the visitor does anything. */
export async function firstLoad(htmlFile: string, chunks = Chunks.read()) {
  const parts = await pageParts(readFileSync(htmlFile, 'utf8'));
  const files = new Set<string>();
  for (const url of parts.scripts) for (const file of chunks.closureOfFile(url)) files.add(file);
  if (parts.loader) for (const file of chunks.closure(loaderSource)) files.add(file);
  for (const name of new Set(parts.startAlone)) {
    const own = chunks.closure(chunks.islandKey(name));
    for (const file of own) files.add(file);
    // A hydrated island (its code brings React) also brings what hydrates it.
    if ([...own].some((file) => /(^|\/)react-[\w-]+\.js$/.test(file))) for (const file of hydrationKeys(chunks)) files.add(file);
  }
  const read = (file: string) => readFileSync(join(client, file), 'utf8');
  const inlineJs = parts.inlineScripts.join('\n');
  const inlineGzip = inlineJs ? gzipSize(inlineJs) : 0;
  const js = [...files].reduce((sum, file) => sum + gzipSize(read(file)), 0) + inlineGzip;
  const css = parts.styles.reduce((sum, href) => sum + gzipSize(read(href.slice(1))), 0);
  const html = gzipSize(readFileSync(htmlFile, 'utf8'));
  return { js, css, html, files: [...files], inlineGzip, islandsAlone: [...new Set(parts.startAlone)] };
}

/** What shows an article from the shell of one newer than the build, loaded once the article is read. */
const articleRenderer = 'app/articles/showFromTemplate.ts';

/** What the shell of an article newer than the build loads to show it: its first load, then what renders the article. */
export async function newerArticleLoad(chunks = Chunks.read()) {
  const [shell] = newerPageShells();
  if (!shell) throw new Error('budget: the route table names no shell for an article newer than the build');
  const first = await firstLoad(join(client, shell.hostFile), chunks);
  const rest = [...chunks.closure(articleRenderer)].filter((file) => !first.files.includes(file));
  const js = first.js + rest.reduce((sum, file) => sum + gzipSize(readFileSync(join(client, file), 'utf8')), 0);
  return { js, files: [...first.files, ...rest] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(client)) {
    console.error('No build in site/build/client: run `pnpm build` first.');
    process.exit(1);
  }
  const chunks = Chunks.read();
  const pages = prerenderedPages();
  const missing = pages.filter((page) => !existsSync(page.file));
  if (missing.length) {
    console.error(`Routes of the table with no page in the build: ${missing.map((page) => page.route).join(', ')}`);
    process.exit(1);
  }
  // `pnpm budget /students`: what that page's first load is made of, largest first.
  const detail = process.argv[2];
  if (detail) {
    const page = pages.find((candidate) => candidate.route === detail);
    if (!page) {
      console.error(`No prerendered page at ${detail}`);
      process.exit(1);
    }
    const load = await firstLoad(page.file, chunks);
    const parts = load.files.map((file) => ({ file, size: gzipSize(readFileSync(join(client, file), 'utf8')) }));
    parts.push({ file: '(inline scripts)', size: load.inlineGzip });
    parts.sort((a, b) => b.size - a.size);
    console.log(
      `${detail}: JS ${kb(load.js)} in ${parts.length} parts (gzip each); islands that start alone: ${load.islandsAlone.join(', ') || 'none'}`,
    );
    for (const { file, size } of parts) console.log(`${kb(size).padStart(9)}  ${file}`);
    process.exit(0);
  }
  const rows = [];
  for (const page of pages) rows.push({ route: page.route, ...(await firstLoad(page.file, chunks)) });
  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log(
    `Budget: JS <= ${kb(budgets.js)}, CSS <= ${kb(budgets.css)}, HTML <= ${kb(budgets.html)} on every prerendered page (gzip, before any interaction, a first visit)`,
  );
  console.log('| route | JS gzip | CSS gzip | HTML gzip | files | islands that start alone |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of rows)
    console.log(
      `| ${row.route} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.html)} | ${row.files.length + 1} | ${row.islandsAlone.join(', ')} |`,
    );
  const over = rows.filter((row) => row.js > budgets.js || row.css > budgets.css || row.html > budgets.html);
  if (over.length) {
    console.error(`Over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  const newer = await newerArticleLoad(chunks);
  console.log(
    `An article newer than the build, shown from its shell: JS ${kb(newer.js)} in ${newer.files.length} files (<= ${kb(budgets.newerArticleJs)}).`,
  );
  if (newer.js > budgets.newerArticleJs) {
    console.error('Over budget: an article newer than the build');
    process.exit(1);
  }
  const fallback = await firstLoad(join(client, spaFallbackFile), chunks);
  console.log(
    `Not budgeted: the SPA fallback (the back office, before its route's own code): JS ${kb(fallback.js)}, CSS ${kb(fallback.css)}.`,
  );
  console.log('All pages within budget.');
}
