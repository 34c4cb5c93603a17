import { expect, test } from './fixtures';
import { unknownPath } from './routes';

test('an unknown path gets a real 404 status and the 404 page, and the path is logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: /Είσοδος στην εφαρμογή/ }).last()).toHaveAttribute('target', '_blank');
  await expect.poll(() => warnings.some((line) => line.includes(unknownPath))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Βρες τον δρόμο που σου ταιριάζει');
});

test('the 404 page is not indexed and uses the home metadata', async ({ page }) => {
  await page.goto(unknownPath);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle(/Επαγγελματικός Προσανατολισμός/);
});
