import { expect, expectOnlyErrors, test } from './fixtures';
import { withBrand } from '../site/app/lib/meta';
import { prerenderedRoutes, unknownPath } from './routes';

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

/**
 * Every piece of text a page has, as a visitor without JavaScript can read it: on screen, or one step away through the
 * platform's own controls (an answer in a <details>, the side sheet or the dropdown behind a visible button), or the
 * same words shown elsewhere on the page (the bar's links, which the sheet repeats at a phone's width). Only what has
 * no meaning without a script is left out: the question on advertising measurement and its settings' buttons, whose
 * answer only a script can keep (the notice says so in their place).
 */
async function unreadableTexts(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Each answer of an accordion, which the visitor opens one at a time (all at once here: out of their group).
    for (const details of document.querySelectorAll('details')) {
      const summary = details.querySelector(':scope > summary');
      if (!summary || !visible(summary)) continue;
      details.removeAttribute('name');
      details.open = true;
    }
    // What a visible button opens; a sheet whose button this width hides is the bar's twin at another width.
    const twins: Element[] = [];
    for (const target of document.querySelectorAll<HTMLElement>('dialog, [popover]')) {
      const invokers = [...document.querySelectorAll(`[commandfor="${target.id}"], [popovertarget="${target.id}"]`)];
      if (!invokers.some(visible)) {
        twins.push(target);
        continue;
      }
      if (target instanceof HTMLDialogElement) target.show();
      else target.showPopover();
    }
    // A select's options are read by opening it; a hidden control's label is no text of the page's.
    const readByControl = (element: Element) =>
      (element.closest('select') && visible(element.closest('select')!)) ||
      (element.closest('button') && !visible(element.closest('button')!));
    // The consent question and answers, and the settings of leads kept on the device: parts only a script shows, for what only a script does.
    const ignored = 'script, style, template, noscript, [data-consent-question], [data-consent-answers], [data-outbox-settings]';
    const texts: { text: string; shown: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(ignored) || readByControl(parent) || twins.some((twin) => twin.contains(parent))) continue;
      texts.push({ text, shown: visible(parent) });
    }
    const shown = new Set(texts.filter((entry) => entry.shown).map((entry) => entry.text));
    return [...new Set(texts.filter((entry) => !entry.shown && !shown.has(entry.text)).map((entry) => entry.text))];
  });
}

test.describe('without JavaScript every piece of text can be read', () => {
  const paths = [...prerenderedRoutes.map((route) => route.path), unknownPath];
  for (const width of [390, 1280]) {
    for (const path of paths) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        expect(await unreadableTexts(page)).toEqual([]);
      });
    }
  }
});

test.describe('without JavaScript the menus and the privacy link still work', () => {
  test('the phone menu opens as a sheet with every link, and closes with Escape or its close button', async ({ page, consoleErrors }) => {
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
    // Without scripts the page cannot tell whether the browser has invoker commands, so the button keeps its popover
    // fallback for one that has not, and this browser says it ignores it: the one warning a page without JavaScript gives.
    expectOnlyErrors(consoleErrors, /^warning: popovertarget is ignored on elements with commandfor/);
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

  test('a mouse resting on the desktop dropdown opens its links after the delay, which it can reach, and leaving closes them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' });
    const links = page.getByRole('list', { name: 'Επαγγελματικός Προσανατολισμός' });
    await trigger.hover();
    await expect(links).toBeVisible();
    // Down across the gap under the button to a link, and on it.
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height + 3, { steps: 4 });
    await links.getByRole('link', { name: 'Μαθητές' }).hover();
    await links.getByRole('link', { name: 'Μαθητές' }).click();
    await expect(page).toHaveURL(/\/students$/);
    await page.goBack();
    await trigger.hover();
    await expect(links).toBeVisible();
    await page.mouse.move(640, 600);
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
