import type { Page } from '@playwright/test';
import { consentTexts } from '../packages/content/src/consent';
import { homeStats } from '../packages/content/src/home';
import { formatCount } from '../packages/ui/src/StatCounters/formatCount';
import { privacySettingsLink } from '../packages/content/src/navigation';
import { consentStorageKey } from '../packages/data/src/privacy';
import { expect, test } from './fixtures';

// Pages that hydrate only their islands (docs/decisions/028-hydrate-only-what-is-interactive.md).
const bar = (page: Page) => page.getByRole('region', { name: consentTexts.regionLabel });

/** The addresses of the scripts the page has asked for so far. */
function scriptsRequested(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const reactChunk = /\/assets\/react-[\w-]+\.js$/;

test('a page of islands loads its loader and no React until an island needs it; the header hydrates on the first pointer', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto('/about');
  // Idle and later: the visitor has answered (the fixture's default), so nothing hydrates by itself here.
  await page.waitForTimeout(1500);
  expect(scripts.some((path) => /\/assets\/islands-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Κύρια πλοήγηση' }).hover();
  await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.some((path) => reactChunk.test(path))).toBe(true);
});

test.describe('a first visit to a page of islands', () => {
  test.use({ consent: null });

  test('asks the question once the page is idle, without React; the privacy settings ask it again in place', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/about');
    await expect(bar(page)).toBeVisible();
    const reject = bar(page).getByRole('button', { name: consentTexts.reject });
    await reject.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    // Focus does not go down with the bar: it moves to the main content.
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.choice, consentStorageKey)).toBe('denied');
    await page.getByRole('contentinfo').getByRole('link', { name: privacySettingsLink.label }).click();
    await expect(bar(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await bar(page).getByRole('button', { name: consentTexts.accept }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
  });

  test('the question paints with the page, before any of its code has run, and never comes for a device with an answer', async ({
    page,
  }) => {
    // What the page shows once its HTML is parsed: the islands loader starts only after the load and the first paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const question = document.querySelector<HTMLElement>('[data-consent-question]');
        Object.assign(window, {
          questionAtParse: question ? !question.hidden : null,
          loaderAtParse: 'hydrated' in document.documentElement.dataset,
        });
      });
    });
    const atParse = () =>
      page.evaluate(() => [
        (window as unknown as { questionAtParse: boolean }).questionAtParse,
        (window as unknown as { loaderAtParse: boolean }).loaderAtParse,
      ]);
    // A thank-you page's first screen holds less text than the question: shown late, it was the largest paint.
    await page.goto('/students/thank-you');
    expect(await atParse()).toEqual([true, false]);
    await bar(page).getByRole('button', { name: consentTexts.accept }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    expect(await atParse()).toEqual([false, false]);
    await expect(bar(page)).toHaveCount(0);
  });

  test('the notice’s own settings show and change the answer without React', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/privacy#consent');
    const settings = page.getByRole('region', { name: consentTexts.sectionHeading });
    await expect(settings.getByText(consentTexts.none)).toBeVisible();
    await settings.getByRole('button', { name: consentTexts.accept }).click();
    await expect(settings.getByText(consentTexts.granted)).toBeVisible();
    await expect(settings.getByRole('status')).toHaveText(consentTexts.saved);
    // The same answer reached the bar's store: the question is no longer asked.
    await expect(bar(page)).toHaveCount(0);
    expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
  });
});

test.describe('the home page’s figures, without React', () => {
  const final = `${formatCount(homeStats[0]!.value)}${homeStats[0]!.suffix ?? ''}`;

  test('count up from zero once half in view, to their final values', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    const figure = page.locator('[data-stat-value]').first();
    await expect(figure).toHaveText(final);
    const seen = new Set<string>();
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        seen.add((await figure.textContent()) ?? '');
        return [...seen].some((text) => text !== final);
      })
      .toBe(true);
    await expect(figure).toHaveText(final, { timeout: 5000 });
    expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
  });

  test('hold their final values for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const figure = page.locator('[data-stat-value]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="statCounters"]')).toHaveAttribute('data-enhanced', 'true');
    for (let look = 0; look < 10; look += 1) {
      expect(await figure.textContent()).toBe(final);
      await page.waitForTimeout(100);
    }
  });
});

test.describe('a lead page of islands', () => {
  test.use({ waitForHydration: false });

  test('loads no React until the visitor turns to the form, which then hydrates', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/students');
    await expect(page.locator('html[data-hydrated="islands"]')).toHaveCount(1);
    await page.waitForTimeout(1500);
    const form = page.locator('[data-island="leadForm"]');
    await expect(form).not.toHaveAttribute('data-hydrated');
    expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
    await form.getByLabel(/Όνομα/).first().focus();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.locator('form')).toHaveAttribute('novalidate');
  });

  test('a draft kept in the tab hydrates the form at once, and shows it again', async ({ page }) => {
    await page.goto('/students');
    const form = page.locator('[data-island="leadForm"]');
    const firstName = form.getByLabel(/Όνομα/).first();
    await firstName.focus();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await firstName.fill('Δάφνη');
    await page.reload();
    // Nothing touched this time: the draft alone brings the form's code.
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(firstName).toHaveValue('Δάφνη');
  });
});

test('a dropdown opened by the keyboard before the header hydrates is handed to the menu, on its first item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // React held back until the browser's own popover is open.
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  await page.route(reactChunk, async (route) => {
    await opened;
    await route.continue();
  });
  await page.goto('/about');
  const trigger = page.getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-island="header"] :popover-open')).toHaveCount(1);
  await expect(page.locator('[data-island="header"]')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('menuitem', { name: 'Μαθητές' })).toBeFocused();
  await expect(page.locator('[data-island="header"] :popover-open')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the thank-you pages and the 404 page need no React: they greet, and log the path, without it', async ({ page }) => {
  const scripts = scriptsRequested(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`/foreis/thank-you?${new URLSearchParams({ responsibleName: 'Κώστας Π.', companyName: 'Λύκειο', utm_source: 'mail' })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Κώστα!');
  await expect(page.getByText('Ευχαριστούμε για το ενδιαφέρον σας για τον φορέα «Λύκειο».')).toBeVisible();
  await expect(page).toHaveURL(/\/foreis\/thank-you\?utm_source=mail$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Κώστα!');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => warnings).toContain('404: no page at /no-such-page');
  expect(scripts.filter((path) => reactChunk.test(path))).toEqual([]);
});
