import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseHeaders, parseRedirects } from '@cg/static-host';
import { newerPageShells, routeTable, type RouteRow } from '@cg/data/routeTable';
import { headerPolicy, pagePolicy, type PolicySources } from './contentSecurityPolicy';
import { builtPageFile, headersFile, redirectsFile } from './hostFiles';
import { inlineHashes, policyIn, withPagePolicy } from './pagePolicy';

const sources: PolicySources = {
  backendUrl: 'https://abc.supabase.co',
  frameOrigins: ['https://www.youtube-nocookie.com/embed/x', '/media/placeholder.html'],
  runtimeStyleHashes: ["'sha256-runtime'"],
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = `<!DOCTYPE html><html lang="el"><head><meta charSet="utf-8"/><title>Σελίδα</title><script>window.a = 1;</script><noscript><style>@font-face{}</style></noscript>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Κείμενο</main><script type="module">import("/assets/entry.js");</script><script src="/assets/x.js"></script></body></html>`;

describe('a page’s own policy', () => {
  it('allows exactly its inline scripts and style blocks by hash: not its data blocks, not its external scripts', async () => {
    expect(await inlineHashes(page)).toEqual({
      scripts: [sha('window.a = 1;'), sha('import("/assets/entry.js");')],
      styles: [sha('@font-face{}')],
    });
  });

  it('comes first in the head, so it covers every script after it', async () => {
    const html = await withPagePolicy(page, sources);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="el"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-/,
    );
    expect(html.match(/http-equiv/g)).toHaveLength(1);
    await expect(withPagePolicy(html, sources)).rejects.toThrow(/already has a policy/);
    // Whatever the order and quoting of its attributes, or the case of its name.
    await expect(
      withPagePolicy(
        html.replace('<meta http-equiv="Content-Security-Policy"', "<meta content='x' HTTP-EQUIV=content-security-policy"),
        sources,
      ),
    ).rejects.toThrow(/already has a policy/);
  });

  it('allows the style blocks a page reads from others (the preview parsing the site’s pages) beside its own', async () => {
    const preview = '<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"><title>Προεπισκόπηση</title></head><body></body></html>';
    const styleSources = async (html: string) => (await policyIn(html))?.split('; ').find((directive) => directive.startsWith('style-src'));
    expect(await styleSources(await withPagePolicy(preview, sources))).toBe("style-src 'self' 'sha256-runtime'");
    expect(await styleSources(await withPagePolicy(preview, sources, [sha('@font-face{}')]))).toBe(
      `style-src 'self' ${sha('@font-face{}')} 'sha256-runtime'`,
    );
  });

  it('names the backend, the frames and the runtime styles, never an unsafe keyword', () => {
    const policy = pagePolicy(sources, { scripts: ["'sha256-s'"], styles: [] });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-s'; style-src 'self' 'sha256-runtime'; img-src 'self' data: https://abc.supabase.co; font-src 'self'; " +
        "connect-src 'self' https://abc.supabase.co; frame-src 'self' https://www.youtube-nocookie.com; manifest-src 'self'; worker-src 'self'; form-action 'self' https://abc.supabase.co/functions/v1/; base-uri 'none'; object-src 'none'",
    );
    expect(headerPolicy(sources)).toBe(
      "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self' https://abc.supabase.co/functions/v1/",
    );
  });

  it('refuses a page with a style attribute, which the policy would drop from the HTML', async () => {
    await expect(withPagePolicy(page.replace('<main>', '<main style="--gap:1rem">'), sources)).rejects.toThrow(/style attributes/);
    await expect(withPagePolicy(page.replace('<main>', "<main data-x='a>b' STYLE='color:red'>"), sources)).rejects.toThrow(
      /style attributes/,
    );
  });
});

describe('the host’s files from the route table', () => {
  it('rewrite each client-only page to the fallback, and give each dynamic page’s folder its shell as its 404 page', () => {
    const rules = parseRedirects(redirectsFile());
    const clientOnly = (routeTable as readonly RouteRow[]).filter((row) => row.render === 'client').map((row) => row.path);
    expect(rules.filter((rule) => rule.to === '/__spa-fallback').map((rule) => rule.from)).toEqual(clientOnly);
    expect(rules.every((rule) => rule.status === 200)).toBe(true);
    expect(newerPageShells()).toEqual([
      { module: 'routes/article-newer.tsx', prerenderPath: '/articles/__newer-than-the-build', hostFile: 'articles/404.html' },
    ]);
  });

  it('stay within the host’s limits, with the security headers on every response and a year on hashed assets', () => {
    const rules = parseHeaders(headersFile(sources));
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/assets/*',
      '/admin/preview-assets/*',
      '/admin/sw.js',
      '/admin/preview',
      '/media/placeholder*',
      '/speculation-rules.json',
      '/admin/*',
    ]);
    expect(Object.fromEntries(rules[0]!.set)).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Speculation-Rules': '"/speculation-rules.json"',
    });
    expect(Object.fromEntries(rules[1]!.set)).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    // The back office's service worker reads the site's own pages and nothing else, and keeps the headers' policy.
    expect(Object.fromEntries(rules[2]!.set)).toEqual(Object.fromEntries(rules[1]!.set));
    expect(Object.fromEntries(rules[3]!.set)['Content-Security-Policy']).toMatch(
      /^default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'/,
    );
    // The draft's preview: framed by the back office alone, reaching the published content alone, never indexed.
    expect(rules[4]!.unset).toEqual(['X-Frame-Options', 'Content-Security-Policy', 'X-Robots-Tag']);
    expect(Object.fromEntries(rules[4]!.set)).toEqual({
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': `frame-ancestors 'self'; base-uri 'none'; object-src 'none'; form-action 'none'; connect-src 'self' ${sources.backendUrl}/rest/v1/rpc/published_content ${sources.backendUrl}/rest/v1/rpc/article_listing ${sources.backendUrl}/rest/v1/rpc/event_listing ${sources.backendUrl}/functions/v1/content-preview`,
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });

  it('write each page where the host serves it without a trailing slash', () => {
    expect(['/', '/students', '/students/thank-you'].map(builtPageFile)).toEqual([
      'index.html',
      'students.html',
      'students/thank-you.html',
    ]);
  });
});
