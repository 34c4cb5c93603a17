import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from './inlineScripts.mjs';

describe("the site's inline scripts", () => {
  it('are minified, and still run the same', async () => {
    const source = `(function remember(storageKey, value) {\n  // A comment for readers.\n  const stored = { key: storageKey, value };\n  globalThis.remembered = stored;\n})("visit", 42);`;
    const { html, count } = await minifyInlineScripts(`<head><script>${source}</script></head>`);
    expect(count).toBe(1);
    const code = html.slice('<head><script>'.length, -'</script></head>'.length);
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toContain('comment');
    new Function(code)();
    expect(globalThis.remembered).toEqual({ key: 'visit', value: 42 });
  });

  it('leave data and external scripts as they are', async () => {
    const page =
      '<script type="application/ld+json">{"@type": "Organization"}</script><script>window.__reactRouterContext = {"a": 1};</script><script type="module" src="/assets/x.js"></script>';
    expect(await minifyInlineScripts(page)).toEqual({ html: page, count: 0 });
  });
});
