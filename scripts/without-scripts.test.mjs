import { describe, expect, it } from 'vitest';
import { withoutScripts } from './without-scripts.mjs';

describe('withoutScripts', () => {
  it('removes module, classic and inline scripts and keeps structured data', () => {
    const html = [
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><p>Κείμενο</p><script>window.__ctx = {"a":"<b>"};</script>',
      '<script type="module">import("/assets/entry.js");</script><script src="/a.js" async=""></script></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Κείμενο</p></body>',
    );
  });
});
