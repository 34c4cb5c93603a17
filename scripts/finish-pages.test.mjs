import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkContentInPlace,
  checkSpaFallback,
  finishIslandsPage,
  finishPrerenderedPage,
  hydratesOnlyIslands,
  inlineSvgFavicon,
  removeModulePreloads,
  svgDataUrl,
} from './finish-pages.mjs';

const site = fileURLToPath(new URL('../site', import.meta.url));
const faviconSvg = readFileSync(join(site, 'public/favicon.svg'), 'utf8');

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

describe('the build finishing rewrites', () => {
  it('finds modulepreload links whatever the order and quoting of their attributes', () => {
    const html = `<head><link href="/a.js" rel="modulepreload"/><link rel='modulepreload' href='/b.js' crossorigin><link rel="stylesheet" href="/s.css"/></head>`;
    const { html: rewritten, removed, modules } = removeModulePreloads(html);
    expect(removed).toBe(2);
    expect(modules).toEqual(['/a.js', '/b.js']);
    expect(rewritten).toBe('<head><link rel="stylesheet" href="/s.css"/></head>');
  });

  it('fails loudly when there is nothing to rewrite', () => {
    expect(() => removeModulePreloads('<head><link rel="stylesheet" href="/s.css"/></head>')).toThrow(/modulepreload/);
    expect(() => checkSpaFallback('<html><head></head><body></body></html>')).toThrow(/hydration script/);
  });

  it('writes the SVG favicon into the head as a data address that decodes to the same icon', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#004aad"/></svg>\n';
    const html = inlineSvgFavicon(
      '<link rel="icon" href="/favicon.ico" sizes="32x32"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      svg,
    );
    // The .ico stays for browsers without SVG icons; the SVG one no longer costs a request.
    expect(html).toContain('href="/favicon.ico"');
    expect(html).not.toContain('/favicon.svg');
    const href = /href="(data:[^"]+)" type="image\/svg\+xml"/.exec(html)?.[1];
    expect(href).toBe(svgDataUrl(svg));
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    expect(() => inlineSvgFavicon(html, svg)).toThrow(/favicon/);
  });

  it('refuses a page whose content React streamed into a hidden block for a script to move', () => {
    const outOfPlace =
      '<main><!--$?--><template id="B:0"></template><!--/$--></main><div hidden id="S:0"><form method="post"></form></div><script>$RC("B:0","S:0")</script>';
    expect(() => checkContentInPlace(outOfPlace)).toThrow(/out of place/);
    expect(checkContentInPlace('<main><!--$--><form method="post"></form><!--/$--></main>')).toContain('<form');
  });
});

// The same rewrites on what React Router really writes: a fresh build of the site in a directory of its own.
describe('on a real build of the site', () => {
  let buildDir;
  let pages;
  beforeAll(() => {
    // npm test builds the site before the unit tests and names React Router's own pages of that build, which
    // postbuild keeps before it rewrites them; alone, this test builds the site itself.
    if (process.env.SITE_RAW_HTML) {
      pages = htmlFiles(process.env.SITE_RAW_HTML).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
      return;
    }
    // Inside the site's node_modules: the server half of the build must resolve the site's packages.
    const cache = join(site, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    buildDir = mkdtempSync(join(cache, 'build-test-'));
    execFileSync('pnpm', ['exec', 'react-router', 'build'], {
      cwd: site,
      env: { ...process.env, SITE_BUILD_DIR: buildDir },
      stdio: 'pipe',
    });
    pages = htmlFiles(join(buildDir, 'client')).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  }, 240_000);
  afterAll(() => buildDir && rmSync(buildDir, { recursive: true, force: true }));

  it('makes every prerendered page a page of islands (decision 028)', () => {
    const prerendered = pages.filter((page) => !page.file.endsWith('__spa-fallback.html'));
    expect(prerendered.length).toBeGreaterThan(20);
    expect(prerendered.filter((page) => !hydratesOnlyIslands(page.html)).map((page) => page.file)).toEqual([]);
  });

  it('takes every modulepreload off a page React Router hydrates whole and defers its hydration', () => {
    // No route is hydrated whole today, but one without `hydrate: false` would be: React Router writes its scripts
    // for it as for a page of islands, whose layout only marks it.
    const prerendered = pages
      .filter((page) => !page.file.endsWith('__spa-fallback.html'))
      .map((page) => ({ ...page, html: page.html.replace(/(<html[^>]*)\sdata-islands="loader"/, '$1') }));
    expect(prerendered.filter((page) => hydratesOnlyIslands(page.html))).toEqual([]);
    for (const page of prerendered) {
      expect(page.html, page.file).toContain('rel="modulepreload"');
      // The islands (the lead and sample forms) are written in place.
      expect(() => checkContentInPlace(page.html), page.file).not.toThrow();
      const { html, removed } = finishPrerenderedPage(page.html, { faviconSvg });
      expect(removed, page.file).toBeGreaterThan(0);
      expect(html, page.file).not.toMatch(/<link[^>]*modulepreload/);
      expect(html, page.file).toContain('afterLoadAndFirstPaint');
      // The graph the links named is preloaded all at once when hydration starts, not before.
      const { modules } = removeModulePreloads(page.html);
      const hydration = html.slice(html.indexOf('afterLoadAndFirstPaint'));
      for (const href of modules) expect(hydration, page.file).toContain(JSON.stringify(href));
      expect(html, page.file).not.toContain('<script type="module" async="">import ');
      expect(html, page.file).toContain(`href="${svgDataUrl(faviconSvg)}"`);
      // A second pass finds nothing left to do, and says so.
      expect(() => finishPrerenderedPage(html, { faviconSvg }), page.file).toThrow();
    }
  });

  it('gives a page of islands the islands loader, after the load and the first paint, and no route script', () => {
    const islandPages = pages.filter((page) => hydratesOnlyIslands(page.html));
    expect(islandPages.length).toBeGreaterThan(0);
    const loader = '/assets/islands-test.js';
    for (const page of islandPages) {
      const { html, removed } = finishIslandsPage(page.html, { faviconSvg, loader });
      expect(removed, page.file).toBeGreaterThan(0);
      expect(html, page.file).not.toMatch(/modulepreload|<script type="module" async="">|__reactRouter/);
      expect(html, page.file).toContain(`afterLoadAndFirstPaint(start`);
      expect(html.slice(html.indexOf('afterLoadAndFirstPaint')), page.file).toContain(`import("${loader}")`);
      expect(html, page.file).not.toContain('data-islands');
      expect(html, page.file).toContain(`href="${svgDataUrl(faviconSvg)}"`);
      // Each island is its own root's HTML inside its marker.
      expect(html, page.file).toMatch(/data-island="header" data-when="interaction" data-props="[^"]+"><header/);
      // A second pass finds a script already there, and says so.
      expect(() => finishIslandsPage(html, { faviconSvg, loader }), page.file).toThrow();
    }
  });

  it('keeps the SPA fallback hydrating at once, with a title', () => {
    const fallback = pages.find((page) => page.file.endsWith('__spa-fallback.html'));
    expect(fallback).toBeDefined();
    expect(() => checkSpaFallback(fallback.html)).not.toThrow();
    expect(fallback.html).toContain('role="status"');
  });
});
