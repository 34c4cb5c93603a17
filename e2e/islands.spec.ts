import type { Page } from '@playwright/test';
import { consentTexts } from '../packages/content/src/consent';
import { homeInterviews } from '../packages/content/src/home';
import { privacySettingsLink } from '../packages/content/src/navigation';
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

  test('asks the question once the page is idle; the privacy settings ask it again in place', async ({ page }) => {
    await page.goto('/about');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: consentTexts.reject }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: privacySettingsLink.label }).click();
    await expect(bar(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test('a tap on an island before its code has arrived is not lost: it is answered once it has', async ({ page }) => {
  await page.goto('/');
  const second = page.getByRole('button', { name: homeInterviews[1]!.title, exact: true });
  // Scrolled into view and tapped at once: the island's code is asked for only now.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-island="homeInterviews"]')).toHaveAttribute('data-hydrated', 'true');
});
