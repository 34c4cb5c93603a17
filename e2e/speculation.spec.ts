import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { speculationRulesPath, speculativePaths } from '../site/host/speculationRules.ts';
import { campaignRow, sampleCount } from './traffic';

/** How the page in view arrived: `navigational-prefetch` when its HTML was fetched ahead, '' when on the click. */
const deliveredBy = (page: Page) =>
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
    type Rule = { eagerness: string; where: { and: [{ or: { href_matches: { pathname: string; search: string } }[] }, unknown] } };
    const { prefetch, ...others } = (await rules.json()) as { prefetch: Rule[] };
    expect(prefetch).toHaveLength(1);
    // No prerender: on a phone's profile it came later than no rule at all (decision 037).
    expect(others).toEqual({});
    expect(prefetch[0]!.eagerness).toBe('moderate');
    const patterns = prefetch[0]!.where.and[0].or.map((rule) => rule.href_matches);
    // Only the pages visitors read, each without a query: no back office, thank-you page, cancel page or download.
    expect(patterns.map((pattern) => pattern.pathname)).toEqual(speculativePaths());
    expect(patterns.every((pattern) => pattern.search === '')).toBe(true);
    expect(patterns.map((pattern) => pattern.pathname).join(' ')).not.toMatch(/admin|thank-you|akyrosi|\.pdf/);
  });

  test('a link hovered is fetched ahead and never prerendered; one followed by the keyboard at once is loaded then', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // What the browser did with the rules, read through DevTools: each prefetch's end, and any prerender attempt.
    const devtools = await page.context().newCDPSession(page);
    const attempts: string[] = [];
    const prefetched: string[] = [];
    const ruleErrors: string[] = [];
    devtools.on('Preload.prerenderStatusUpdated', (event) => attempts.push(`${new URL(event.key.url).pathname} ${event.status}`));
    devtools.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status === 'Ready') prefetched.push(new URL(event.key.url).pathname);
    });
    devtools.on('Preload.ruleSetUpdated', (event) => {
      if (event.ruleSet.errorType) ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage}`);
    });
    await devtools.send('Preload.enable');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await menu.getByRole('link', { name: 'Σεμινάρια' }).hover();
    // Moderate eagerness: a hover of 200 ms starts the speculation; a little more lets the fetch finish.
    await page.waitForTimeout(600);
    expect(ruleErrors).toEqual([]);
    expect(prefetched).toEqual(['/seminaria']);
    expect(attempts).toEqual([]);
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

/**
 * The page as the browser holds it while prerendering (`document.prerendering`, then `prerenderingchange` at its
 * activation), told to it before its own script runs: a browser driven by DevTools never prerenders, so these tests
 * give the page exactly what a prerendering browser tells it, and count what reaches the backend.
 */
async function asPrerendered(page: Page) {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
    Object.assign(window, {
      activatePrerender: () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    });
  });
}

const activate = (page: Page) => page.evaluate(() => (window as unknown as { activatePrerender: () => void }).activatePrerender());

test.describe('a page prerendered ahead of a click, with the visitor’s agreement to be measured', () => {
  // A prerendered page does not hydrate until it is shown: the navigation does not wait for it.
  test.use({ consent: 'granted', waitForHydration: false });

  test('never shown, sends nothing: no page view, no web vital, no island started, not even its code fetched', async ({ page }) => {
    test.setTimeout(90_000);
    const campaign = `prerender-${crypto.randomUUID().slice(0, 8)}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/privacy?utm_source=newsletter&utm_campaign=${campaign}`);
    await expect.poll(() => campaignRow(campaign), { timeout: 20_000 }).toMatchObject({ visits: 1, views: 1 });
    const vitalsBefore = await sampleCount('/about', 'LCP');

    // The prerendered page, as the browser holds it beside the page in view.
    const ahead = await page.context().newPage();
    const fetched: string[] = [];
    ahead.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await asPrerendered(ahead);
    await ahead.goto('/about');
    await ahead.locator('main h1').click();
    await ahead.waitForTimeout(3000);
    expect(fetched.filter((path) => path.endsWith('.js') || path.startsWith('/functions/'))).toEqual([]);
    await expect(ahead.locator('html')).not.toHaveAttribute('data-hydrated');
    // Dropped unseen (the visitor followed another link): nothing of it was counted, then or as it went.
    await ahead.close({ runBeforeUnload: true });
    await page.goto('/privacy');
    await expect.poll(() => campaignRow(campaign), { timeout: 20_000 }).toMatchObject({ visits: 1, views: 2 });
    await page.waitForTimeout(2000);
    expect(await campaignRow(campaign)).toMatchObject({ visits: 1, views: 2 });
    expect(await sampleCount('/about', 'LCP')).toBe(vitalsBefore);
  });

  test('shown, starts as a page loaded on the click does, and counts once', async ({ page }) => {
    test.setTimeout(90_000);
    const campaign = `prerender-${crypto.randomUUID().slice(0, 8)}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/privacy?utm_source=newsletter&utm_campaign=${campaign}`);
    await expect.poll(() => campaignRow(campaign), { timeout: 20_000 }).toMatchObject({ visits: 1, views: 1 });

    await asPrerendered(page);
    await page.goto('/tests');
    await page.waitForTimeout(2000);
    expect(await campaignRow(campaign)).toMatchObject({ visits: 1, views: 1 });
    await activate(page);
    // Its islands start (the counters count) and its view is counted, once.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'islands', { timeout: 15_000 });
    await expect.poll(() => campaignRow(campaign), { timeout: 20_000 }).toMatchObject({ visits: 1, views: 2 });
    await page.waitForTimeout(2000);
    expect(await campaignRow(campaign)).toMatchObject({ visits: 1, views: 2 });
  });
});
