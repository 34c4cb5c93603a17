import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { clientRoutes, prerenderedRoutes, unknownPath } from './routes';

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const path of [...prerenderedRoutes.map((route) => route.path), ...clientRoutes.map((route) => route.path), unknownPath]) {
  for (const [name, viewport] of Object.entries(widths)) {
    test(`no axe violations on ${path} (${name})`, async ({ page }) => {
      // axe over the back office took 19 s on an idle machine and overran 30 s on two busy cores.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
