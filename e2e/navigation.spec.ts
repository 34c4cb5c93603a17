import { expect, test } from './fixtures';

test('every path change starts at the top; back and forward focus the main content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Σεμινάρια' }).click();
  await expect(page).toHaveURL(/\/seminaria$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goForward();
  await expect(page).toHaveURL(/\/seminaria$/);
  await expect(page.locator('main#main')).toBeFocused();
});

test('on the home page the contact link scrolls smoothly to the contact section without navigating', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Κύρια πλοήγηση' }).getByRole('link', { name: 'Επικοινωνία' }).click();
  const contact = page.locator('#contact');
  await expect(contact).toBeInViewport();
  await expect(contact).toBeFocused();
  expect(page.url()).toMatch(/\/$/);
});

test('from another page the contact link goes to the home page contact section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/simvouleftikisep');
  await page.getByRole('navigation', { name: 'Κύρια πλοήγηση' }).getByRole('link', { name: 'Επικοινωνία' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test("a video loads its player only when asked: while a placeholder, the project's sample page, never a third party's", async ({
  page,
}) => {
  const players: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('http://127.0.0.1') || url.includes('/media/placeholder.html')) players.push(url);
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Τηλεοπτικές συνεντεύξεις' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(players).toEqual([]);
  await page
    .getByRole('link', { name: /^Αναπαραγωγή βίντεο/ })
    .first()
    .click();
  const player = page.frameLocator('iframe[src="/media/placeholder.html"]');
  await expect(player.getByRole('heading', { name: 'Δείγμα' })).toBeVisible();
  expect(players.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
});
