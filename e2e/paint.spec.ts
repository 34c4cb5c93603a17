import { expect, test } from './fixtures';
import { prerenderedRoutes } from './routes';

/**
 * Every page reports a Largest Contentful Paint: Chromium stops measuring it on a scroll, and a scroll
 * at first layout (CSS scroll snapping did that on /foreis) leaves the page with none, so Lighthouse
 * and the web-vitals report fail. Whether a value exists is checked here; how fast is the benchmark's job.
 */
for (const route of prerenderedRoutes) {
  test(`${route.path} reports a Largest Contentful Paint`, async ({ page }) => {
    await page.goto(route.path);
    const entries = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(0), 3000);
        }),
    );
    expect(entries).toBeGreaterThan(0);
  });
}
