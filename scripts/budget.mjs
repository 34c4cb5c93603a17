// Size budget: for every prerendered page, the gzip size of the JavaScript and CSS a visitor loads
// before interacting: external scripts and their static imports, modulepreloads, stylesheets, and
// inline scripts. Fails above 150 KB of JavaScript or 25 KB of CSS on any page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgets = { js: 150 * 1024, css: 25 * 1024 };

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

export function pagesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'media' ? [] : pagesIn(path);
    return name.endsWith('.html') && name !== '__spa-fallback.html' ? [path] : [];
  });
}

const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

/** Static imports of a built module ('import ... from "./x.js"' and 'import "./x.js"'), resolved to files. */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/(?:^|[;\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
  return found.filter((spec) => spec.startsWith('.') || spec.startsWith('/')).map((spec) => resolveAsset(spec, dirname(file)));
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
      // The inline module script imports the entry and route modules: follow them.
      for (const [, spec] of body.matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) scripts.add(resolveAsset(spec));
      for (const [, spec] of body.matchAll(/import\(["']([^"']+)["']\)/g)) scripts.add(resolveAsset(spec));
    }
  }
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
  return { js, css, files: scripts.size + styles.size };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(client)) {
    console.error('No build in site/build/client: run `pnpm build` first.');
    process.exit(1);
  }
  const rows = pagesIn(client).map((file) => {
    const route = `/${relative(client, file).replace(/index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '')}`;
    return { route: route === '/404' ? '/404.html (unknown paths)' : route, ...firstLoad(file) };
  });
  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log(`Budget: JS <= ${kb(budgets.js)}, CSS <= ${kb(budgets.css)} (gzip, first load)`);
  console.log('| route | JS gzip | CSS gzip | files |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.route} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`);
  const over = rows.filter((row) => row.js > budgets.js || row.css > budgets.css);
  if (over.length) {
    console.error(`Over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  console.log('All pages within budget.');
}
