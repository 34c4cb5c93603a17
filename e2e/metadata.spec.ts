import { expect, test } from './fixtures';

test('home metadata: title with brand, canonical, Open Graph, theme colour and business data', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Επαγγελματικός Προσανατολισμός για Μαθητές, Φοιτητές & Ενήλικες | Πυξίδα Καριέρας');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'el_GR');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#004aad');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.address.addressLocality).toBe('Αθήνα');
  expect(jsonLd.telephone).toBeTruthy();
  expect(jsonLd.geo.latitude).toBeGreaterThan(37);
  expect(jsonLd.openingHoursSpecification).toHaveLength(2);
});

test('the hero image is preloaded on each page that shows it, and neither a font nor a modulepreload holds back the first paint', async ({
  request,
}) => {
  const heroPreload = /<link rel="preload" as="image" type="image\/avif" href="([^"]+\.avif)"/;
  for (const path of ['/', '/students', '/university-students']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link rel="preload" href="[^"]+\.woff2"/);
    const preloaded = heroPreload.exec(html)?.[1];
    expect(preloaded, `${path} preloads its hero`).toBeTruthy();
    // What is preloaded is what the hero's own AVIF source names, so the fetch is used, not repeated.
    expect(html, path).toMatch(new RegExp(`<source type="image/avif" srcSet="[^"]*${preloaded!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html, path).not.toContain('rel="modulepreload"');
  }
  // A page without the hero fetches no hero.
  expect(await (await request.get('/about')).text()).not.toMatch(heroPreload);
});

test('the web font is fetched only after the first contentful paint, the first page keeps the fallback, the next view takes the font, and the page without JavaScript still gets it', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const interLoaded = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length))
    .toBe(2);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  // Nothing re-lays out the page the visitor is reading.
  expect(await interLoaded()).toBe(false);
  await page.locator('main a[href="/tests"]').first().click();
  await expect(page).toHaveURL(/\/tests$/);
  await expect.poll(interLoaded).toBe(true);
  // A later page of the visit declares it at once.
  await page.goto('/about');
  await expect.poll(interLoaded).toBe(true);

  const withoutJs = await browser.newPage({ javaScriptEnabled: false });
  await withoutJs.goto(page.url());
  await expect
    .poll(() =>
      withoutJs.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded')),
    )
    .toBe(true);
  await withoutJs.close();
});

test('the hydration code is fetched only after the page has loaded and painted its content', async ({ page }) => {
  await page.goto('/');
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scriptRequests: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scriptRequests.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scriptRequests)).toBeGreaterThanOrEqual(timing.load);
  expect(Math.min(...timing.scriptRequests)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
});

test('web vitals reach the data layer', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { metric_name?: string }).metric_name)))
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
});

const jsonLdOf = async (page: import('@playwright/test').Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').all()).map(async (script) =>
      JSON.parse((await script.textContent()) ?? '{}'),
    ),
  );

for (const path of ['/students', '/foreis', '/mixanografika']) {
  test(`${path} carries Service data and its breadcrumbs`, async ({ page }) => {
    await page.goto(path);
    const blocks = await jsonLdOf(page);
    expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    expect(blocks.find((block) => block['@type'] === 'Service').provider.name).toBe('Πυξίδα Καριέρας');
  });
}

test('/seminaria carries FAQPage data with the accordion’s four questions', async ({ page }) => {
  await page.goto('/seminaria');
  const faq = (await jsonLdOf(page)).find((block) => block['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(4);
  for (const question of faq.mainEntity) await expect(page.getByRole('heading', { name: question.name })).toBeVisible();
  expect(faq.mainEntity[3].acceptedAnswer.text).toContain('11ος κύκλος');
});
