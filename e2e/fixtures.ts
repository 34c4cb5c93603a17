import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { consentStorageKey, type AdConsent } from '../packages/data/src/privacy';
import { noticeVersion } from '../packages/content/src/noticeVersion';
import { watchPage } from './pageAtFailure';

/**
 * The page's script has run (React has hydrated it, or on a page of islands its loader has), and every form that
 * posts to the backend has its code. On a page of islands a form hydrates when the visitor turns to it: this turns to
 * each as a visitor does (a focus in it) and waits until its island has hydrated, so tests act on the forms' code,
 * not race it. (The loader turns the browser's own validation off at once, to hold a first submission for the
 * island: a form's `novalidate` says the loader ran, not that the island has.) The specs of what happens before
 * (islands.spec.ts, first-touch.spec.ts, the "before hydration" tests) do not wait.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const formIslands = '[data-island]:has(form[method="post"])';
  await page.evaluate((selector) => {
    for (const marker of document.querySelectorAll(`${selector}:not([data-hydrated])`))
      marker.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, formIslands);
  // A page's own plain form (the cancel page's) has no island.
  await page.waitForFunction((selector) => !document.querySelector(`${selector}:not([data-hydrated="true"])`), formIslands);
}

/**
 * Every test fails on a console error or warning, an uncaught exception or a content security policy violation
 * (the browser logs one as a console error, and with JavaScript the page reports each one too), except
 * the browser's own lines for a document the host answered with 404 on purpose (an unknown path, an
 * article newer than the build), another origin's missing favicon and a sign-in refused on purpose.
 *
 * `page.goto` also waits until React has hydrated the prerendered page and its islands (when JavaScript
 * runs): a click before that is a plain link click, and tests would race the bundle on a slow machine.
 */
/** Stores an answer on the device before any page runs, as the question's bar stores it (an answer the page changes is kept). */
export async function answerConsent(page: Page, choice: AdConsent) {
  const answer = JSON.stringify({ choice, at: new Date().toISOString(), noticeVersion });
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [consentStorageKey, answer] as const,
  );
}

/** Whether a console line's address is the page's own document (not one of its requests). */
const isDocument = (url: string, pageUrl: string) => {
  try {
    return new URL(url).pathname === new URL(pageUrl).pathname;
  } catch {
    return false;
  }
};

export const test = base.extend<{ consoleErrors: string[]; waitForHydration: boolean; consent: AdConsent | null }>({
  /** Off where a test keeps the page's scripts from ever running (the visitor before hydration). */
  waitForHydration: [true, { option: true }],
  /**
   * The answer this device has given on advertising measurement: refused, unless a test says otherwise,
   * so the question's bar stays out of the way of tests about other things; null for a first visit.
   */
  consent: ['denied', { option: true }],
  page: async ({ page, javaScriptEnabled, waitForHydration, consent }, use, testInfo) => {
    const describePage = watchPage(page);
    if (consent) await answerConsent(page, consent);
    if (javaScriptEnabled !== false && waitForHydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) console.log(await describePage());
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // A warning fails a test too (the browser's «popovertarget is ignored…» once went unseen on every phone page),
        // except the page's own note of a path it has no page for.
        if (message.type() === 'warning' && !message.text().startsWith('404: no page at')) errors.push(`warning: ${message.text()}`);
        if (message.type() !== 'error') return;
        if (message.text().includes('status of 404') && isDocument(message.location().url, page.url())) return;
        // The browser asks any origin it shows a document from for /favicon.ico (the backend's PDF included).
        if (message.text().includes('status of 404') && message.location().url.endsWith('/favicon.ico')) return;
        // The browser's own line for a sign-in refused on purpose (a wrong password).
        if (message.text().includes('status of 400') && message.location().url.includes('/auth/v1/token')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`),
        ),
      );
      await use(errors);
      // A line the test allowed can reach Playwright after the test's own check: each page's console messages come
      // over their own session, so one logged before the check may be delivered after it.
      const allowed = allowedErrors.get(errors);
      expect(
        errors.filter((line) => !allowed?.test(line)),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The lines each test expected (expectOnlyErrors), still allowed when they arrive late. */
const allowedErrors = new WeakMap<string[], RegExp>();

/** Lets the test's own expected failures through the console check, now and when they arrive late. */
export const expectOnlyErrors = (errors: string[], pattern: RegExp) => {
  allowedErrors.set(errors, pattern);
  expect(
    errors.every((line) => pattern.test(line)),
    errors.join('\n'),
  ).toBe(true);
  errors.splice(0);
};
