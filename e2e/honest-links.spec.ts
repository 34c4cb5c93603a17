import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@cg/content/brand';
import { academicPlatform } from '@cg/content/home';
import { findPlaceholders } from '../scripts/launch-check.ts';
import { expect, test } from './fixtures';

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

const hostOf = (url: string) => new URL(url).hostname;

/** The company's own hosts (placeholders too), the map search, JSON-LD's vocabulary and the local backend. */
const allowedHosts = new Set([
  ...[brand.siteUrl, brand.appUrl, brand.termsPdfUrl, brand.questionnaireUrl, academicPlatform.url]
    .filter((url) => url.startsWith('http'))
    .map(hostOf),
  'www.google.com',
  'schema.org',
  ...(process.env.VITE_SUPABASE_URL ? [hostOf(process.env.VITE_SUPABASE_URL)] : []),
  '127.0.0.1',
  'localhost',
]);

test.describe('the built site while placeholders remain', () => {
  test.skip(findPlaceholders().length === 0, 'once the company has supplied every value, its own links are real');
  // The links are in the prerendered HTML, and the sample page is static: nothing here waits for hydration.
  test.use({ waitForHydration: false });

  test('links, frames and structured data name no third party: no borrowed video, no invented address on a real outlet', () => {
    const outside = new Map<string, string>();
    for (const file of htmlFiles(client)) {
      // An image written into the page (the favicon's data: address) names its XML namespace, not a link; the
      // content security policy names what a page may load (the video player, once a video is real), not a link.
      const html = readFileSync(file, 'utf8')
        .replace(/data:image\/svg\+xml,[^"'\s]*/g, '')
        .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '');
      for (const [url] of html.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?[^\s"'<>\\]*/gi)) {
        if (!allowedHosts.has(hostOf(url))) outside.set(url, file.slice(client.length));
      }
    }
    expect([...outside].map(([url, file]) => `${file}: ${url}`)).toEqual([]);
  });

  test('every placeholder link and frame opens the sample page, which says what it is', async ({ page }) => {
    // On /articles every new-tab link is a placeholder's: press, TV appearances, episodes, the channels.
    await page.goto('/articles');
    const outbound = await page.locator('main a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(outbound.length).toBeGreaterThan(30);
    expect(new Set(outbound)).toEqual(new Set(['/media/placeholder.html']));
    await page.goto('/media/placeholder.html');
    await expect(page.getByRole('heading', { name: 'Δείγμα', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
