import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const carousel = (page: Page) => page.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' });
const scrollLeft = (page: Page) => carousel(page).evaluate((element) => element.scrollLeft);

test.describe('/foreis logo carousel', () => {
  test('advances by itself, holds still while hovered or focused, and stops behind its pause button', async ({ page }) => {
    await page.goto('/foreis');
    await carousel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => scrollLeft(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await carousel(page).focus();
    const held = await scrollLeft(page);
    await page.waitForTimeout(3500);
    expect(await scrollLeft(page)).toBe(held);
    const pause = page.getByRole('button', { name: 'Παύση κύλισης' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const paused = await scrollLeft(page);
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.waitForTimeout(3500);
    expect(await scrollLeft(page)).toBe(paused);
  });

  test('does not move under reduced motion until asked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/foreis');
    // A page of islands: the carousel starts once in view (decision 028), paused under reduced motion.
    await carousel(page).scrollIntoViewIfNeeded();
    const pause = page.getByRole('button', { name: 'Παύση κύλισης' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(3500);
    expect(await scrollLeft(page)).toBe(0);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('/mixanografika process steps', () => {
  test('appear one after another when scrolled into view', async ({ page }) => {
    await page.goto('/mixanografika');
    const items = page.getByRole('heading', { name: 'Η διαδικασία σε 3 βήματα' }).locator('xpath=ancestor::section[1]').locator('ol > li');
    await expect(items.first()).toHaveAttribute('data-revealed', 'false');
    await items.first().scrollIntoViewIfNeeded();
    await expect(items.nth(0)).toHaveAttribute('data-revealed', 'true');
    // The third has not yet appeared when the first has.
    await expect(items.nth(2)).toHaveAttribute('data-revealed', 'false');
    await expect(items.nth(2)).toHaveAttribute('data-revealed', 'true');
  });

  test('are all there at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mixanografika');
    const items = page.getByRole('heading', { name: 'Η διαδικασία σε 3 βήματα' }).locator('xpath=ancestor::section[1]').locator('ol > li');
    for (const item of await items.all()) await expect(item).not.toHaveAttribute('data-revealed', /.*/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the carousel is a row that scrolls by hand, and every process step is visible', async ({ page }) => {
    await page.goto('/foreis');
    await expect(carousel(page)).toHaveCSS('overflow-x', 'auto');
    await expect(page.getByRole('button', { name: /κύλισης/ })).toHaveCount(0);
    await page.goto('/mixanografika');
    for (const title of ['Συνάντηση 90 λεπτών', 'Ανάλυση και αξιολόγηση', 'Στρατηγική επιλογών'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
