import { describe, expect, it } from 'vitest';
import { applyHeaderRules, parseHeaders } from '@cg/static-host';
import { routeTable, type RouteRow } from '@cg/data/routeTable';
import { headerScripts } from './headerScripts';
import { headersFile } from './hostFiles';

const sources = { backendUrl: 'https://project.supabase.co', frameOrigins: [], runtimeStyleHashes: [] };
// Every page's own four, and what some pages carry beside them.
const shared = ["'sha256-fonts='", "'sha256-attribution='", "'sha256-consent='", "'sha256-loader='"];
const scriptsByFile = new Map([
  ['index.html', shared],
  ['404.html', shared],
  ['articles/pos-dialegoume.html', [...shared, "'sha256-article='"]],
  ['students/thank-you.html', [...shared, "'sha256-greeting='"]],
  ['mixanografika.html', [...shared, "'sha256-calculator='"]],
  ['__spa-fallback.html', ["'sha256-router-context='", "'sha256-router-start='"]],
]);
const clientOnly = (routeTable as readonly RouteRow[]).filter((row) => row.render === 'client').map((row) => row.path);

/** The script sources the host's header policy allows at this address, as the built `_headers` gives them. */
const allowedAt = (path: string) => {
  const rules = parseHeaders(headersFile(sources, headerScripts(scriptsByFile)));
  const policy = applyHeaderRules(rules, path, new Headers()).get('Content-Security-Policy') ?? '';
  return /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
};

describe("the header policy's inline scripts", () => {
  it('allow everywhere what a page at an address no rule names may carry (404, articles), and nothing else', () => {
    for (const path of ['/', '/about', '/articles/pos-dialegoume', '/no-such-page'])
      expect(allowedAt(path)).toEqual(["'self'", ...[...shared, "'sha256-article='"].sort()]);
  });

  it("allow a route's own scripts at its address only", () => {
    expect(allowedAt('/students/thank-you')).toEqual(["'self'", ...[...shared, "'sha256-greeting='"].sort()]);
    expect(allowedAt('/mixanografika')).toContain("'sha256-calculator='");
    expect(allowedAt('/mixanografika')).not.toContain("'sha256-greeting='");
    expect(allowedAt('/students')).not.toContain("'sha256-greeting='");
  });

  it("allow the back office's router at the client-only pages the fallback serves, and nowhere else", () => {
    expect(clientOnly.length).toBeGreaterThan(3);
    for (const path of clientOnly) expect(allowedAt(path)).toEqual(["'self'", "'sha256-router-context='", "'sha256-router-start='"]);
    expect(allowedAt('/')).not.toContain("'sha256-router-start='");
  });

  it('need no rule for a route whose scripts every response allows', () => {
    const { byPath } = headerScripts(scriptsByFile);
    expect(byPath.map((page) => page.path).sort()).toEqual(['/mixanografika', '/students/thank-you', ...clientOnly].sort());
  });
});
