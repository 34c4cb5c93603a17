import { expect, test } from './fixtures';
import { speculationRulesPath, speculativePaths } from '../site/host/speculationRules.ts';

/** How the page in view arrived: `navigational-prefetch` when its HTML was fetched ahead, '' when on the click. */
const deliveredBy = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
  );

test.describe('the next page fetched ahead (speculation rules)', () => {
  test('every page names the rules, which the host serves in their type; the back office names none', async ({ request }) => {
    for (const path of ['/', '/students', '/articles', '/students/thank-you']) {
      const response = await request.get(path);
      expect(response.headers()['speculation-rules'], path).toBe(`"${speculationRulesPath}"`);
    }
    expect((await request.get('/admin/articles')).headers()['speculation-rules']).toBeUndefined();
    const rules = await request.get(speculationRulesPath);
    expect([rules.status(), rules.headers()['content-type']]).toEqual([200, 'application/speculationrules+json']);
    const { prefetch } = (await rules.json()) as {
      prefetch: { eagerness: string; where: { and: [{ or: { href_matches: { pathname: string; search: string } }[] }, unknown] } }[];
    };
    expect(prefetch).toHaveLength(1);
    expect(prefetch[0]!.eagerness).toBe('moderate');
    const patterns = prefetch[0]!.where.and[0].or.map((rule) => rule.href_matches);
    // Only the pages visitors read, each without a query: no back office, thank-you page, cancel page or download.
    expect(patterns.map((pattern) => pattern.pathname)).toEqual(speculativePaths());
    expect(patterns.every((pattern) => pattern.search === '')).toBe(true);
    expect(patterns.map((pattern) => pattern.pathname).join(' ')).not.toMatch(/admin|thank-you|akyrosi|\.pdf/);
  });

  test('a link hovered before the click arrives already fetched; one followed by the keyboard at once is fetched then', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await menu.getByRole('link', { name: 'Σεμινάρια' }).hover();
    // Moderate eagerness: a hover of 200 ms starts the fetch; a little more lets it finish.
    await page.waitForTimeout(600);
    await menu.getByRole('link', { name: 'Σεμινάρια' }).click();
    await expect(page).toHaveURL(/\/seminaria$/);
    expect(await deliveredBy(page)).toBe('navigational-prefetch');

    // Pressed without a hover first (a keyboard's Enter): fetched on the press, as any link.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ημερίδες' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/imerides$/);
    expect(await deliveredBy(page)).toBe('');
  });
});
