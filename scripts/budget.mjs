// Size budget: for every prerendered page of the route table, the gzip size of the JavaScript and CSS a
// visitor loads before interacting: external scripts and their static imports, modulepreloads,
// stylesheets, and inline scripts; on a page of islands also every island that starts without the visitor
// (once idle, or in view: counted as if the first screen showed it), as on a first visit. Fails above 75 KB of JavaScript on a page of islands
// (100 KB with a lead form), 143 KB on a page hydrated whole, or 25 KB of CSS on any page, or when a prerendered route of the table has no page in
// the build. Run with tsx (the table is TypeScript).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { dynamicRoutes, notFoundRoute, prerenderPaths } from '../site/app/routeTable.ts';
import { builtPageFile } from '../site/host/hostFiles.ts';

// A page of islands (decision 028) loads the islands loader and what it imports, and the islands that start alone:
// at most 75 KB, or 100 KB on a page with a lead form (issue 39). Every prerendered page is one now; a route that opts
// back into whole hydration keeps the old limit, 3 KB up for the chunks such pages share with the islands.
export const budgets = { islandsJs: 75 * 1024, leadPageJs: 100 * 1024, js: 143 * 1024, css: 25 * 1024 };

/** Whether a page's first load is the islands loader's rather than React Router's hydration. */
const isIslandsPage = (load) => load.scriptFiles.some((file) => /[\\/]islands-[\w-]+\.js$/.test(file));
/** A page with a form that takes personal data (a lead form, or the sample report's): a lead page's budget. */
const isLeadPage = (load) => load.hasLeadForm;
const jsBudget = (load) => (!isIslandsPage(load) ? budgets.js : isLeadPage(load) ? budgets.leadPageJs : budgets.islandsJs);

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

/** Pages the build made for dynamic rows (articles known at build time), found in the build itself. */
function dynamicPages(dir, { firstOnly = false } = {}) {
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

/** Every prerendered page: the route table's, then those built from data. */
export function prerenderedPages(dir = client) {
  return [...staticPages(dir), ...dynamicPages(dir)];
}

/** One page per route: the route table's pages, and one of those each data-built route makes (an article for all). */
export function pagePerRoute(dir = client) {
  return [...staticPages(dir), ...dynamicPages(dir, { firstOnly: true })];
}

function staticPages(dir) {
  return prerenderPaths()
    .filter((path) => !/\.(xml|txt)$/.test(path))
    .map((path) =>
      path === notFoundRoute.prerenderPath
        ? { route: `/${notFoundRoute.hostFile} (unknown paths)`, path, file: join(dir, notFoundRoute.hostFile) }
        : { route: path, path, file: join(dir, builtPageFile(path)) },
    );
}

const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

/** Static imports of a built module ('import ... from "./x.js"' and 'import "./x.js"'), resolved to files. */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  // An import may follow a statement, a line break or a comment ('/* empty css */import ...').
  const found = [...code.matchAll(/(?:^|[;\s}/])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
  return found.filter((spec) => spec.startsWith('.') || spec.startsWith('/')).map((spec) => resolveAsset(spec, dirname(file)));
}

const pascal = (name) => name[0].toUpperCase() + name.slice(1);

/**
 * The chunks of the islands a page starts without the visitor's interaction (site/app/islands/registry.ts: island
 * `statCounters` is module StatCountersIsland). An island whose chunk is not found fails the budget rather than
 * counting for nothing.
 */
function islandsStartedAlone(html) {
  const assets = join(client, 'assets');
  const names = [...html.matchAll(/data-island="(\w+)" data-when="(\w+)"/g)]
    .filter(([, , when]) => when === 'idle' || when === 'visible')
    .map(([, name]) => name);
  return [...new Set(names)].map((name) => {
    const chunk = readdirSync(assets).find((file) => new RegExp(`^${pascal(name)}Island-[\\w-]+\\.js$`).test(file));
    if (!chunk) throw new Error(`budget: no chunk for the island "${name}" (${pascal(name)}Island-*.js) in ${assets}`);
    return join(assets, chunk);
  });
}

function resolveAsset(url, fromDir = client) {
  return url.startsWith('/') ? join(client, url) : join(fromDir, url);
}

/** Everything one page loads before the visitor does anything. */
export function firstLoad(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = new Set();
  const styles = new Set();
  let inlineJs = '';
  for (const tag of html.match(/<link[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') styles.add(resolveAsset(href));
    if (rel === 'modulepreload') scripts.add(resolveAsset(href));
  }
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attr(attrs, 'src');
    if (src) scripts.add(resolveAsset(src));
    else if (!/type="application\/(ld\+)?json"/.test(attrs)) {
      inlineJs += body;
      // The inline module script imports the entry and route modules: follow them (minified, in backticks).
      for (const [, spec] of body.matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["'`]([^"'`]+)["'`]/g)) scripts.add(resolveAsset(spec));
      for (const [, spec] of body.matchAll(/import\(["'`]([^"'`]+)["'`]\)/g)) scripts.add(resolveAsset(spec));
    }
  }
  for (const chunk of islandsStartedAlone(html)) scripts.add(chunk);
  // Follow static imports transitively: the browser fetches all of them before hydrating.
  const queue = [...scripts];
  while (queue.length) {
    const file = queue.pop();
    if (!existsSync(file)) continue;
    for (const dependency of staticImports(file)) {
      if (!scripts.has(dependency)) {
        scripts.add(dependency);
        queue.push(dependency);
      }
    }
  }
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const js = [...scripts].reduce((sum, file) => sum + gzipSize(read(file)), 0) + (inlineJs ? gzipSize(inlineJs) : 0);
  const css = [...styles].reduce((sum, file) => sum + gzipSize(read(file)), 0);
  const hasLeadForm = /data-island="(leadForm|sampleDownload)"/.test(html);
  return {
    js,
    css,
    files: scripts.size + styles.size,
    scriptFiles: [...scripts],
    inlineJsGzip: inlineJs ? gzipSize(inlineJs) : 0,
    hasLeadForm,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(client)) {
    console.error('No build in site/build/client: run `pnpm build` first.');
    process.exit(1);
  }
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
    const load = firstLoad(page.file);
    const files = load.scriptFiles
      .filter(existsSync)
      .map((file) => ({ file: file.slice(client.length), size: gzipSize(readFileSync(file, 'utf8')) }));
    files.push({ file: '(inline scripts and loader data)', size: load.inlineJsGzip });
    files.sort((a, b) => b.size - a.size);
    console.log(`${detail}: JS ${kb(load.js)} in ${files.length} parts (gzip each)`);
    for (const { file, size } of files) console.log(`${kb(size).padStart(9)}  ${file}`);
    process.exit(0);
  }
  const rows = pages.map((page) => ({ route: page.route, ...firstLoad(page.file) }));
  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log(
    `Budget: JS <= ${kb(budgets.islandsJs)} on a page of islands, ${kb(budgets.leadPageJs)} with a lead form, <= ${kb(budgets.js)} on a page hydrated whole; CSS <= ${kb(budgets.css)} (gzip, before interaction)`,
  );
  console.log('| route | hydrates | JS gzip | CSS gzip | files |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.route} | ${isIslandsPage(row) ? (isLeadPage(row) ? 'islands, lead form' : 'islands') : 'whole page'} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`,
    );
  const over = rows.filter((row) => row.js > jsBudget(row) || row.css > budgets.css);
  if (over.length) {
    console.error(`Over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  const fallback = firstLoad(join(client, '__spa-fallback.html'));
  console.log(
    `Not budgeted: the SPA fallback (client-rendered pages, before their route's own code): JS ${kb(fallback.js)}, CSS ${kb(fallback.css)}.`,
  );
  console.log('All pages within budget.');
}
