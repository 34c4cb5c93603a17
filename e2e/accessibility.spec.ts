import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clientRoutes, prerenderedRoutes, unknownPath } from './routes';

const phone = { width: 390, height: 844 };

const violations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
};

/**
 * How many Largest Contentful Paint entries the page reported: Chromium stops measuring on a scroll, and a scroll
 * at first layout (CSS scroll snapping did that on /foreis) leaves the page with none, so Lighthouse and the
 * web-vitals report fail. Whether a value exists is checked here; how fast is the benchmark's job.
 */
const paintEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );

const prerendered = new Set<string>(prerenderedRoutes.map((route) => route.path));

// One page load per route, at phone width (most visitors): its paint and axe over the whole built document, which only
// this can see (head, landmarks, header, page and footer together, the consent question, the real data). The
// desktop width is axe's in the story tests: every page's Pages/ story runs at 1200 px, and the header and footer
// have stories at every width.
for (const path of [...prerenderedRoutes.map((route) => route.path), ...clientRoutes.map((route) => route.path), unknownPath]) {
  test(`${path}: no axe violations${prerendered.has(path) ? ', and a Largest Contentful Paint' : ''}`, async ({ page }) => {
    // axe over the back office took 19 s on an idle machine and overran 30 s on two busy cores.
    test.setTimeout(60_000);
    await page.setViewportSize(phone);
    await page.goto(path);
    if (prerendered.has(path)) expect(await paintEntries(page)).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });
}
