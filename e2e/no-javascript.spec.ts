import { expect, test } from './fixtures';
import { publicRoutes } from './routes';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript the prerendered HTML carries the content', () => {
  for (const route of publicRoutes) {
    test(`${route.path} shows its heading`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'el');
      await expect(page.getByRole('contentinfo')).toContainText('Υπηρεσίες');
    });
  }

  test('home shows every section with final figures', async ({ page }) => {
    await page.goto('/');
    for (const figure of ['500K+', '100K', '300+', '20+']) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeAttached();
    }
    await expect(page.getByText('4.9/5')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Οι υπηρεσίες μας' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Μας εμπιστεύονται' }).getByRole('img')).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Τι λένε για εμάς' }).getByRole('figure')).toHaveCount(3);
    await expect(page.locator('#contact')).toContainText('210 000 0000');
  });
});
