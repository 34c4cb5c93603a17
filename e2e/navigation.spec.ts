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

test('a video loads its player only when asked', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  // Answer the player locally: the network here is closed, and only the request matters.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
  await page.goto('/');
  await page.getByRole('region', { name: 'Τηλεοπτικές συνεντεύξεις' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: /^Αναπαραγωγή βίντεο/ }).first().click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
});
