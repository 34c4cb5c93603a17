import type { Page } from '@playwright/test';
import { e2eBackend, leadsWithEmail, uniqueEmail } from './backend';
import { answerConsent, expect, expectOnlyErrors, test } from './fixtures';
import { leadFormCases } from './leadForms';
import { athensToday, campaignRow, pageEvents, sampleCount, todaysTraffic } from './traffic';

/**
 * The site's own measurement (decision 034), end to end: the page's beacon, the page-events function, the database's
 * rollup (the e2e backend's timer runs it every second) and /admin/reports. The backend keeps its data between runs,
 * so each test counts a campaign of its own, or compares before and after.
 */
const students = leadFormCases.find((entry) => entry.form === 'students')!;
const policyReports = async (page: string) =>
  (await todaysTraffic()).policy.filter((row) => row.page === page && row.blocked === 'inline').reduce((sum, row) => sum + row.reports, 0);

async function reportsAsAdmin(page: Page) {
  const today = athensToday();
  await page.goto(`/admin/reports?from=${today}&to=${today}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Επισκέψεις και αιτήσεις' })).toBeVisible({ timeout: 15_000 });
}

const vitalMetrics = ['LCP', 'INP', 'CLS'] as const;
const visitorUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const campaignName = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

test.describe('with the visitor’s agreement', () => {
  test.use({ consent: 'granted' });

  test('a visit from a campaign that reads two pages and sends a form is one visit, two page views and one lead: 100 leads per 100 visits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const campaign = campaignName('autumn');
    await page.goto(`/?utm_source=facebook&utm_campaign=${campaign}`);
    await page.goto('/students');
    const email = uniqueEmail('measured');
    const form = page.locator('#students-form');
    for (const [label, value] of Object.entries(students.fill)) await form.getByLabel(label).fill(value || email);
    await form.getByRole('button', { name: students.submitLabel }).click();
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    await expect.poll(async () => (await leadsWithEmail(email)).length).toBe(1);

    // The thank-you page is not a page view: the lead is counted as a lead.
    await expect
      .poll(() => campaignRow(campaign), { timeout: 20_000 })
      .toEqual({ source: 'facebook', campaign, visits: 1, views: 2, leads: 1 });
    await reportsAsAdmin(page);
    const row = page.getByRole('table', { name: 'Επισκέψεις και αιτήσεις ανά καμπάνια' }).getByRole('row', { name: new RegExp(campaign) });
    // Campaign, source, visits, page views, leads, leads per 100 visits.
    await expect(row.getByRole('cell')).toHaveText(['facebook', '1', '2', '1', '100']);
  });

  test('the web vitals of a page load arrive when it is left, and show in the speed table', async ({ page }) => {
    test.setTimeout(90_000);
    const before = await Promise.all(['LCP', 'CLS'].map((metric) => sampleCount('/about', metric)));
    // The page's view counted means its measurement has loaded; FCP in the data layer, that the web-vitals code has.
    const viewed = page.waitForResponse((response) => response.url() === pageEvents);
    await page.goto('/about');
    await viewed;
    await page.waitForFunction(() => (window.dataLayer ?? []).some((event) => (event as { metric_name?: string }).metric_name === 'FCP'));
    await page.locator('main h1').click();
    // Left by a link: the beacon goes as the page is hidden (Playwright does not see a request of a page it has left).
    await page.goto('/tests');
    await expect
      .poll(() => Promise.all(['LCP', 'CLS'].map((metric) => sampleCount('/about', metric))), { timeout: 20_000 })
      .toEqual([before[0]! + 1, before[1]! + 1]);
    await reportsAsAdmin(page);
    const speed = page.getByRole('table', { name: /Ταχύτητα ανά σελίδα και συσκευή/ });
    await expect(speed.getByRole('row', { name: /\(\/about\) Υπολογιστής/ })).toContainText(/\d s/);
  });

  test('a visitor’s page left by following a link delivers its LCP, INP and CLS to the backend', async ({ browser }) => {
    test.setTimeout(90_000);
    // A visitor's browser as it names itself (not HeadlessChrome), the way a real phone or desktop reaches the site.
    const context = await browser.newContext({ userAgent: visitorUserAgent, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await answerConsent(page, 'granted');
    const before = await Promise.all(vitalMetrics.map((metric) => sampleCount('/about', metric)));
    const viewed = page.waitForResponse((response) => response.url() === pageEvents);
    await page.goto('/about');
    await viewed;
    await page.waitForFunction(() => (window.dataLayer ?? []).some((event) => (event as { metric_name?: string }).metric_name === 'FCP'));
    // An interaction, so the page has an INP to send.
    await page.locator('main h1').click();
    // Left as a visitor leaves it: a link in the page, followed by a click.
    await page.locator('main a[href^="/"]:not([href^="/about"])').first().click();
    await page.waitForURL((url) => url.pathname !== '/about');
    await expect
      .poll(() => Promise.all(vitalMetrics.map((metric) => sampleCount('/about', metric))), { timeout: 20_000 })
      .toEqual(before.map((count) => count + 1));
    await context.close();
  });

  test('a crawler’s page views are not counted, though it runs the page’s script', async ({ browser }) => {
    test.setTimeout(60_000);
    const campaign = campaignName('crawler');
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const crawler = await context.newPage();
    await answerConsent(crawler, 'granted');
    const answered = crawler.waitForResponse((response) => response.url() === pageEvents);
    await crawler.goto(`/about?utm_source=facebook&utm_campaign=${campaign}`);
    expect((await answered).status()).toBe(204);
    await context.close();
    // A visit after it is counted: by then the crawler's would have been too.
    const control = campaignName('control');
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await answerConsent(page, 'granted');
    await page.goto(`/about?utm_source=facebook&utm_campaign=${control}`);
    await expect.poll(() => campaignRow(control), { timeout: 20_000 }).toMatchObject({ visits: 1 });
    await visitor.close();
    expect(await campaignRow(campaign)).toBeUndefined();
  });
});

test.describe('without the visitor’s agreement', () => {
  test('a refused answer sends nothing, and not even the measurement’s code is downloaded', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url() === pageEvents || /\/assets\/pageMeasurement-/.test(request.url())) sent.push(request.url());
    });
    // The fixture's answer is a refusal.
    await page.goto('/about?utm_source=facebook&utm_campaign=refused');
    await page.goto('/tests');
    await page.goto('/students');
    expect(sent).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consent: null });

  test('a page is read and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(pageEvents)) sent.push(request.url());
    });
    await page.goto('/about?utm_source=facebook&utm_campaign=no-js');
    await expect(page.locator('main h1')).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test('an inline script injected into a prerendered page is refused, and its report reaches the admin’s list', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const before = await policyReports('/privacy');
  // What a compromised host or a man in the middle would do: one script more in the page as served, its headers kept.
  await page.route('**/privacy', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</main>', '<script>document.title = "injected"</script></main>');
    await route.fulfill({ response, body });
  });
  const reported = page.waitForRequest(
    (request) => request.url() === pageEvents && request.headers()['content-type'] === 'application/csp-report',
  );
  await page.goto('/privacy');
  expect(await page.title()).not.toBe('injected');
  const report = JSON.parse((await reported).postData()!) as { 'csp-report': Record<string, string> };
  expect(report['csp-report']).toMatchObject({ 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' });
  expectOnlyErrors(consoleErrors, /Content Security Policy|CSP violation/);
  await page.unroute('**/privacy');

  await expect.poll(() => policyReports('/privacy'), { timeout: 20_000 }).toBeGreaterThan(before);
  await reportsAsAdmin(page);
  const policy = page.getByRole('table', { name: /Αποκλεισμένες διευθύνσεις ανά σελίδα/ });
  await expect(policy.getByRole('row', { name: /^\/privacy ενσωματωμένο σενάριο/ })).toContainText('script-src-elem');
});
