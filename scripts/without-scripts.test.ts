import { describe, expect, it } from 'vitest';
import { withoutScripts } from './without-scripts.ts';

describe('withoutScripts', () => {
  it('removes module, classic and inline scripts, whatever their markup, and keeps structured data', async () => {
    const html = [
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><p>Κείμενο</p><script>window.__ctx = {"a":"<b>"};</script>',
      '<script type="module">import("/assets/entry.js");</script><script src="/a.js" async=""></script>',
      "<SCRIPT data-loader='/x.js' TYPE=text/javascript>document.write('</p>')</SCRIPT></body>",
    ].join('');
    expect(await withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Κείμενο</p></body>',
    );
  });
});
