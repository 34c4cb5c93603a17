import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * React has hydrated the page, and its islands too: every form that posts to the backend has its code
 * (it turns the browser's own validation off once the schema takes over; forms/LeadCaptureFormIsland.tsx).
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('form[method="post"]:not([novalidate])'));
}

/**
 * Every test fails on a console error or an uncaught exception, except the browser's own lines for
 * a document the server answered with 404 on purpose, another origin's missing favicon and a sign-in
 * refused on purpose.
 *
 * `page.goto` also waits until React has hydrated the prerendered page and its islands (when JavaScript
 * runs): a click before that is a plain link click, and tests would race the bundle on a slow machine.
 */
export const test = base.extend<{ consoleErrors: string[]; waitForHydration: boolean }>({
  /** Off where a test keeps the page's scripts from ever running (the visitor before hydration). */
  waitForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    if (javaScriptEnabled !== false && waitForHydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        if (message.text().includes('status of 404') && message.location().url.includes('no-such-page')) return;
        // The browser asks any origin it shows a document from for /favicon.ico (the backend's PDF included).
        if (message.text().includes('status of 404') && message.location().url.endsWith('/favicon.ico')) return;
        // The browser's own line for a sign-in refused on purpose (a wrong password).
        if (message.text().includes('status of 400') && message.location().url.includes('/auth/v1/token')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
