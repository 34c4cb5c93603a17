import { chromium, type Browser, type Page } from '@playwright/test';
import { createEventAsAdmin, inDays, leadsWithEmail, removeEventAsAdmin, uniqueEmail } from './backend';
import { fillPerson, registrationForm } from './events';
import { answerConsent, expect, test } from './fixtures';
import { leadFormCases } from './leadForms';
import { chromiumArgs, storyBrowserPath } from '../scripts/testBrowser';
import { speculativePaths } from '../site/host/speculationRules';

/**
 * Back and forward as a visitor's browser does them, from its back/forward cache: the page comes back as it was left,
 * with no request and no script run again. Playwright's Chromium has the cache switched off, and the headless shell
 * never uses it (BackForwardCacheDisabledForDelegate), so these tests drive the full Chromium with it on.
 */
let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: storyBrowserPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});
test.afterAll(async () => {
  await browser.close();
});

/** A page whose `pageshow` events are written down: `persisted` is true for a page the cache gave back. */
async function visitorPage(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    Object.assign(window, { pageShows: shows });
    addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
  return page;
}

/** Back, and whether the page came from the cache: its latest `pageshow` was a restore. */
async function back(page: Page): Promise<boolean> {
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { pageShows?: boolean[] }).pageShows?.length);
  return page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows.at(-1) === true);
}

const students = leadFormCases.find((entry) => entry.form === 'students')!;

test('back to a form page after sending it: restored from the cache as it was left, and the lead is not sent again', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await visitorPage(baseURL!);
  await answerConsent(page, 'denied');
  await page.goto('/students');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'islands');
  const email = uniqueEmail('back-forward');
  const form = page.locator('#students-form');
  await form.getByLabel('Όνομα').click();
  await expect(form.locator('xpath=ancestor::*[@data-island]')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  for (const [label, value] of Object.entries(students.fill)) await form.getByLabel(label).fill(value || email);
  await form.getByRole('button', { name: students.submitLabel }).click();
  await expect(page).toHaveURL(/\/students\/thank-you$/);
  await expect.poll(async () => (await leadsWithEmail(email)).length).toBe(1);

  expect(await back(page)).toBe(true);
  await expect(page).toHaveURL(/\/students$/);
  // The form as a new visit finds it: empty, so the visitor's own submit cannot send the same lead again.
  for (const label of Object.keys(students.fill)) await expect(form.getByLabel(label)).toHaveValue('');
  await form.getByRole('button', { name: students.submitLabel }).click();
  await expect(form.getByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeVisible();
  await page.waitForTimeout(2000);
  expect(await leadsWithEmail(email)).toHaveLength(1);
  await page.context().close();
});

/**
 * The answer reaches the page in the cache as a 'storage' event Chromium delivers when it is shown again, which the
 * question already listens to for other tabs (consentStore's subscribe): nothing of its own was needed.
 */
test('back to a page that asked about measurement, answered on the next page: restored from the cache without the question', async ({
  baseURL,
}) => {
  const page = await visitorPage(baseURL!);
  await page.goto('/about');
  await expect(page.locator('[data-island="consent"]')).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Απόρριψη' })).toBeVisible();
  await page.goto('/tests');
  await page.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(page.getByRole('button', { name: 'Απόρριψη' })).toBeHidden();

  expect(await back(page)).toBe(true);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('button', { name: 'Απόρριψη' })).toBeHidden();
  await page.context().close();
});

/** The spec starts every page at the top with its content focused, back and forward included (arrivalByHistory.ts). */
test('back to a page left scrolled to its footer: restored from the cache at the top, its content focused', async ({ baseURL }) => {
  const page = await visitorPage(baseURL!);
  await answerConsent(page, 'denied');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'islands');
  const footerLink = page.getByRole('contentinfo').locator('a[href="/seminaria"]');
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/seminaria$/);

  expect(await back(page)).toBe(true);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.context().close();
});

test('back to /imerides after registering two people: restored from the cache with the seats they took, and an empty form', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Ημερίδα επιστροφής ${crypto.randomUUID().slice(0, 6)}`;
  const id = await createEventAsAdmin({
    title,
    audience: 'parents',
    starts_at: inDays(16, 16),
    ends_at: inDays(16, 18),
    online_url: 'https://meet.example.gr/imerida-back',
    seats: 10,
  });
  const page = await visitorPage(baseURL!);
  await answerConsent(page, 'denied');
  try {
    const email = uniqueEmail('back-imerida');
    await page.goto('/imerides');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Απομένουν 10 θέσεις.', { timeout: 15_000 });
    await page.getByRole('link', { name: `Δήλωση συμμετοχής: ${title}` }).click();
    await expect(registrationForm(page).getByLabel('Ημερίδα')).toHaveValue(id);
    await fillPerson(page, email);
    await registrationForm(page).getByLabel('Πόσα άτομα θα έρθετε').fill('2');
    await registrationForm(page).getByRole('button', { name: 'Δήλωση συμμετοχής' }).click();
    await expect(page).toHaveURL(/\/imerides\/thank-you$/);
    await expect.poll(async () => (await leadsWithEmail(email)).length).toBe(1);

    expect(await back(page)).toBe(true);
    await expect(card).toContainText('Απομένουν 8 θέσεις.', { timeout: 15_000 });
    await expect(registrationForm(page).getByLabel('Email')).toHaveValue('');
    await page.waitForTimeout(1000);
    expect(await leadsWithEmail(email)).toHaveLength(1);
  } finally {
    await page.context().close();
    await removeEventAsAdmin(id);
  }
});

test('every page a visitor reads, and a thank-you page, comes back from the cache', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const page = await visitorPage(baseURL!);
  await answerConsent(page, 'denied');
  // Why the browser did not keep a page, as it tells DevTools.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.enable');
  let refusedBecause: string[] = [];
  devtools.on('Page.backForwardCacheNotUsed', (event) => {
    refusedBecause = event.notRestoredExplanations.map((reason) => reason.reason);
  });
  const paths = [...speculativePaths().filter((path) => !path.includes(':')), '/students/thank-you'];
  const refused: string[] = [];
  for (const path of paths) {
    refusedBecause = [];
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'islands');
    await page.goto(path === '/privacy' ? '/about' : '/privacy');
    if (!(await back(page))) refused.push(`${path}: ${refusedBecause.join(', ')}`);
  }
  expect(refused).toEqual([]);
  await page.context().close();
});
