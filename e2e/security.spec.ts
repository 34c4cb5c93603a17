import { securityHeaders } from '@cg/static-host/securityHeaders';
import { readdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { clientRoutes, prerenderedRoutes, unknownPath } from './routes';

// Every other spec fails on a CSP violation too (fixtures.ts): the forms, the admin's sign-in, inbox, upload
// and editing, the menus and the facades all run under the same policy. This one looks at the policy itself.

const article = readdirSync('site/build/client/articles')
  .find((name) => name.endsWith('.html') && name !== '404.html')!
  .replace(/\.html$/, '');
const everyKind = [
  ...prerenderedRoutes.map((route) => route.path),
  ...clientRoutes.map((route) => route.path),
  `/articles/${article}`,
  '/articles/newer-than-the-build',
  unknownPath,
];

test.describe('every response of the site', () => {
  test('carries the security headers, and every page its own policy: nothing by default, no inline script without its hash', async ({
    request,
  }) => {
    for (const path of everyKind) {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      const html = await response.text();
      const policy =
        /^<!DOCTYPE html><html lang="el"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
          html,
        )?.[1];
      expect(policy, `${path}: the policy comes first in the head`).toBeDefined();
      const scriptSources = /script-src ([^;]+)/.exec(policy!)![1]!.split(' ');
      expect(policy, path).toMatch(/^default-src 'none'; /);
      expect(
        scriptSources.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
      expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(html, `${path} has no style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/);
    }
  });

  test('the policy is not decorative: an inline script injected into a prerendered page never runs', async ({ page, consoleErrors }) => {
    await page.route('**/students', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/students');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    // The browser refused it and said so: the only errors this test may leave.
    expect(consoleErrors.some((text) => text.includes('CSP violation: script-src-elem refused inline'))).toBe(true);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/Content Security Policy|CSP violation/.test(text)));
    // Everything the page itself carries still runs: it hydrated.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
});

// Every route is visited with JavaScript at two widths (accessibility.spec.ts) and every prerendered one
// without (no-javascript.spec.ts), each failing on a violation; these add what those do not reach.
test.describe('no violation where the other specs do not look', () => {
  test('pages whose parts start as they come into view, to their end; an article, and one newer than the build', async ({ page }) => {
    for (const path of ['/', '/foreis', '/mixanografika', `/articles/${article}`, '/articles/newer-than-the-build']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
  });

  test('the video facade and the calculator load their frames under the policy', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /^Αναπαραγωγή βίντεο/ })
      .first()
      .click();
    await expect(page.frameLocator('iframe[src^="/media/placeholder"]').first().getByRole('heading', { name: 'Δείγμα' })).toBeVisible();
    await page.goto('/mixanografika');
    await page.locator('iframe[title="Υπολογιστής μηχανογραφικού"]').scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('iframe[title="Υπολογιστής μηχανογραφικού"][src]').getByRole('heading', { name: 'Δείγμα' }),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the client-rendered pages, the articles and the 404 page', async ({ page }) => {
      for (const path of [
        ...clientRoutes.map((route) => route.path),
        `/articles/${article}`,
        '/articles/newer-than-the-build',
        unknownPath,
      ]) {
        await page.goto(path);
        await page.waitForLoadState('load');
      }
    });
  });
});
