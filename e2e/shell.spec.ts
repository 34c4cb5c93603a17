import { expect, test } from './fixtures';
import { clientRoutes, unknownPath } from './routes';
import { routeTable, type RouteRow } from '@cg/data/routeTable';

test.describe('before hydration the menus work as without JavaScript', () => {
  // The page's scripts never arrive: what a visitor on a slow phone has in the first seconds.
  test.use({ waitForHydration: false });
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  });

  test('the phone menu opens from the prerendered HTML', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Μενού' }).click();
    await expect(page.getByRole('dialog', { name: 'Μενού' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Μενού' })).toBeHidden();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});

test.describe('once hydrated', () => {
  test('the phone menu is the same sheet, opened as a modal dialog', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // On a page of islands the header hydrates on the first pointer, touch or focus in it (decision 028).
    await page.getByRole('button', { name: 'Μενού' }).hover();
    await page.locator('[data-island="header"][data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Μενού' }).click();
    const sheet = page.getByRole('dialog', { name: 'Μενού' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  });

  test('a new year after the build shows in the footer without a hydration mismatch', async ({ page }) => {
    // The fixture fails the test on any console error, and React reports a mismatch as one.
    await page.clock.install({ time: new Date(`${new Date().getFullYear() + 3}-01-02T10:00:00Z`) });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear() + 3}`);
  });
});

test.describe('the static host', () => {
  test('answers client-rendered pages with the SPA fallback, which renders them', async ({ page }) => {
    for (const route of clientRoutes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      await expect(page.getByText('Φόρτωση σελίδας…')).toBeHidden();
    }
  });

  test('answers unknown paths with the 404 page and status', async ({ request }) => {
    const response = await request.get(unknownPath);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('sitemap.xml lists every indexable page on the site origin, and robots.txt names it', async ({ request }) => {
    const { brand } = await import('@cg/content/brand');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const rows = routeTable as readonly RouteRow[];
    const indexable = rows.filter((row) => row.render === 'prerender' && !row.path.includes(':') && !row.noindex && !row.canonical);
    const staticPages = indexable.map((row) => new URL(row.path, brand.siteUrl).toString());
    expect(listed.slice(0, staticPages.length)).toEqual(staticPages);
    // Then the articles the build knew about, each with its prerendered page.
    const articles = listed.slice(staticPages.length);
    expect(articles.length).toBeGreaterThan(0);
    for (const url of articles) {
      expect(url).toMatch(new RegExp(`^${brand.siteUrl}/articles/[a-z0-9-]+$`));
      expect((await request.get(new URL(url ?? '').pathname)).status()).toBe(200);
    }
    for (const row of rows.filter((candidate) => candidate.noindex))
      expect(listed).not.toContain(new URL(row.path, brand.siteUrl).toString());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
  });
});
