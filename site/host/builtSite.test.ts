import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandNameOfFile } from '../app/islands/defineIsland';
import { contentPreviewPath } from '@cg/data/contentPreview';
import { hydrationAt, newerPageShells } from '@cg/data/routeTable';
import { builtSite, htmlFilesIn } from './builtSite';
import { builtPageFile, spaFallbackFile } from './hostFiles';
import { attributeText, readHtml } from './html';
import { inlineHashes, policyIn } from './pagePolicy';

const site = fileURLToPath(new URL('..', import.meta.url));
const islandNames = readdirSync(join(site, 'app/islands'))
  .filter((name) => /\.island\.tsx?$/.test(name))
  .map(islandNameOfFile);

type Script = { src: string | null; type: string | null; loader: string | null; text: string };
type Read = {
  scripts: Script[];
  modulePreloads: number;
  svgIcon: string | null;
  markers: { name: string; when: string; props: string; html: boolean }[];
  hiddenBlocks: number;
};

/** What a built page carries, read with the HTML rewriter. */
async function read(html: string): Promise<Read> {
  const page: Read = { scripts: [], modulePreloads: 0, svgIcon: null, markers: [], hiddenBlocks: 0 };
  await readHtml(html, {
    script: {
      element(script) {
        page.scripts.push({
          src: script.getAttribute('src'),
          type: script.getAttribute('type'),
          loader: script.getAttribute('data-loader'),
          text: '',
        });
      },
      text(chunk) {
        const last = page.scripts.at(-1);
        if (last) last.text += chunk.text;
      },
    },
    'link[rel="modulepreload"]': {
      element() {
        page.modulePreloads += 1;
      },
    },
    'link[rel="icon"][type="image/svg+xml"]': {
      element(link) {
        page.svgIcon = link.getAttribute('href');
      },
    },
    '[data-island]': {
      element(marker) {
        page.markers.push({
          name: marker.getAttribute('data-island') ?? '',
          when: marker.getAttribute('data-when') ?? '',
          props: attributeText(marker.getAttribute('data-props') ?? ''),
          html: false,
        });
      },
    },
    // React's block for a part that finished late, which a script moves into place: a page without JavaScript never sees it.
    'div[hidden][id^="S:"]': {
      element() {
        page.hiddenBlocks += 1;
      },
    },
  });
  return page;
}

// The finished build npm test makes before the unit tests (SITE_BUILT), or, alone, one of its own in a folder of its own.
let buildDir: string | undefined;
let client: string;
beforeAll(() => {
  if (process.env.SITE_BUILT) {
    client = builtSite().client;
    return;
  }
  // Inside the site's node_modules: the server half of the build must resolve the site's packages.
  const cache = join(site, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  buildDir = mkdtempSync(join(cache, 'build-test-'));
  execFileSync('pnpm', ['build'], { cwd: site, env: { ...process.env, SITE_BUILD_DIR: buildDir }, stdio: 'pipe' });
  client = builtSite(buildDir).client;
}, 300_000);
afterAll(() => buildDir && rmSync(buildDir, { recursive: true, force: true }));

/** A built page's address: `students.html` is /students, `index.html` is /. */
const pathOf = (file: string) => {
  const path = `/${file.slice(client.length + 1).replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
};

describe('the built site (decision 028: React Router writes each page as it ships)', () => {
  it('gives every page of islands the loader as its one script of its own, and nothing of React Router', async () => {
    // Not the fallback, nor the back office's preview page, a build of its own. The shell of an article newer than
    // the build (articles/404.html) is one of them.
    const fallbacks = [spaFallbackFile, builtPageFile(contentPreviewPath)].map((file) => join(client, file));
    const pages = htmlFilesIn(client).filter((file) => !fallbacks.includes(file) && hydrationAt(pathOf(file)) === 'islands');
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const page = await read(readFileSync(file, 'utf8'));
      expect(page.modulePreloads, file).toBe(0);
      expect(
        page.scripts.filter((script) => script.src || script.type === 'module'),
        file,
      ).toEqual([]);
      expect(page.scripts.filter((script) => script.text.includes('__reactRouter')).map((script) => script.text.slice(0, 80))).toEqual([]);
      const loaders = page.scripts.filter((script) => script.loader);
      expect(loaders, file).toHaveLength(1);
      expect(existsSync(join(client, loaders[0]!.loader!)), file).toBe(true);
      // The SVG icon is in the page, not a request on the way to the first paint.
      expect(page.svgIcon, file).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('marks each island by a definition that exists, its moment and its props as JSON', async () => {
    const moments = ['interaction', 'visible', 'idle', 'asked'];
    for (const file of htmlFilesIn(client)) {
      const page = await read(readFileSync(file, 'utf8'));
      for (const marker of page.markers) {
        expect(islandNames, file).toContain(marker.name);
        expect(moments, `${file}: ${marker.name}`).toContain(marker.when);
        expect(() => JSON.parse(marker.props) as unknown, `${file}: ${marker.name}`).not.toThrow();
      }
    }
  });

  it('writes the listing /articles is built with to the file beside it, not into the list’s marker', async () => {
    const html = readFileSync(join(client, 'articles.html'), 'utf8');
    const list = (await read(html)).markers.find((marker) => marker.name === 'articlesListing');
    expect(Object.keys(JSON.parse(list!.props) as object)).toEqual(['headings']);
    const listing = JSON.parse(readFileSync(join(client, 'articles-listing.json'), 'utf8')) as {
      featured: { title: string } | null;
      latest: { title: string }[];
    } | null;
    // The page shows what the file says (the island hydrates from the file: the two must be one listing), as React writes text.
    const written = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
    for (const article of listing ? [...(listing.featured ? [listing.featured] : []), ...listing.latest] : [])
      expect(html).toContain(written(article.title));
  });

  it('runs only the site’s own bundled inline scripts, each allowed by the page’s policy, and keeps every part in place', async () => {
    for (const file of htmlFilesIn(client)) {
      const html = readFileSync(file, 'utf8');
      const page = await read(html);
      expect(page.hiddenBlocks, file).toBe(0);
      const inline = page.scripts.filter((script) => !script.src && !script.type?.includes('json'));
      // No function's source text written into the page (the build bundles each inline script: site/vite/inlineScripts.ts).
      expect(inline.filter((script) => script.text.startsWith('(function ')).map((script) => script.text.slice(0, 60))).toEqual([]);
      expect(inline.filter((script) => script.text.includes('$RC('))).toEqual([]);
      const policy = (await policyIn(html)) ?? '';
      for (const hash of (await inlineHashes(html)).scripts) expect(policy, file).toContain(hash);
    }
  });

  it('builds the draft’s preview as a page of its own, whose files no public page loads', async () => {
    const previewFile = join(client, builtPageFile(contentPreviewPath));
    const page = await read(readFileSync(previewFile, 'utf8'));
    const [entry] = page.scripts.filter((script) => script.type === 'module');
    expect(entry?.src).toMatch(/^\/admin\/preview-assets\/[^/]+\.js$/);
    expect(existsSync(join(client, entry!.src!))).toBe(true);
    for (const file of htmlFilesIn(client).filter((other) => other !== previewFile))
      expect(readFileSync(file, 'utf8'), file).not.toContain('preview-assets');
  });

  it('serves an article newer than the build a shell of islands that reads it once idle, the one at its own address too', async () => {
    for (const shell of newerPageShells()) {
      const html = readFileSync(join(client, shell.hostFile), 'utf8');
      const page = await read(html);
      expect(page.markers.map((marker) => `${marker.name} ${marker.when}`)).toContain('article idle');
      expect(page.scripts.filter((script) => script.loader)).toHaveLength(1);
      expect(html).toContain('name="robots" content="noindex, nofollow"');
      expect(readFileSync(join(client, builtPageFile(shell.prerenderPath)), 'utf8')).toBe(html);
    }
  });

  it('keeps the SPA fallback React Router’s own: its hydration at once, a title, a loading state', async () => {
    const html = readFileSync(join(client, spaFallbackFile), 'utf8');
    const page = await read(html);
    expect(page.scripts.some((script) => script.type === 'module')).toBe(true);
    expect(page.scripts.some((script) => script.loader)).toBe(false);
    expect(page.modulePreloads).toBeGreaterThan(0);
    expect(html).toContain('role="status"');
  });
});
