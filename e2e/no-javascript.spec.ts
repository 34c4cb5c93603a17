import { expect, test } from './fixtures';
import { withBrand } from '../site/app/lib/meta';
import { prerenderedRoutes } from './routes';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript the prerendered HTML carries the content', () => {
  for (const route of prerenderedRoutes) {
    test(`${route.path} shows its title and one main heading`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(withBrand(route.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
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

test.describe('without JavaScript the menus and the privacy link still work', () => {
  test('the phone menu opens as a sheet with every link, and closes with Escape or its close button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Μενού' });
    const sheet = page.getByRole('dialog', { name: 'Μενού' });
    await expect(sheet).toBeHidden();
    await open.click();
    await expect(sheet).toBeVisible();
    for (const label of ['Μαθητές', 'Μηχανογραφικό', 'Σεμινάρια', 'Άρθρα', 'Σχετικά', 'Επικοινωνία']) {
      await expect(sheet.getByRole('link', { name: label })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await open.click();
    await sheet.getByRole('button', { name: 'Κλείσιμο μενού' }).click();
    await expect(sheet).toBeHidden();
    await open.click();
    await sheet.getByRole('link', { name: 'Επικοινωνία' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test('the desktop dropdown opens its links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' }).click();
    const links = page.getByRole('list', { name: 'Επαγγελματικός Προσανατολισμός' });
    await expect(links).toBeVisible();
    await expect(links.getByRole('link')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();
  });

  test('the privacy link leads to the notice, and the privacy settings to its part on them', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Προσωπικά δεδομένα' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Προσωπικά δεδομένα');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ρυθμίσεις απορρήτου' }).click();
    await expect(page).toHaveURL(/\/privacy#consent$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ρυθμίσεις απορρήτου' })).toBeVisible();
  });
});
