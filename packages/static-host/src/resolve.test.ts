import { describe, expect, it } from 'vitest';
import { formatHeaders, parseHeaders } from './headersFile.ts';
import { formatRedirects, parseRedirects } from './redirectsFile.ts';
import { resolveRequest, safePath, type HostRules } from './resolve.ts';

// A site laid out as the build lays it out, and the rules it writes for it. Every answer below is what
// `wrangler pages dev` gave for the same files (scripts/host-check.ts compares the two on the real build).
const files = new Set([
  '/index.html',
  '/students.html',
  '/students/thank-you.html',
  '/articles.html',
  '/articles/first.html',
  '/articles/404.html',
  '/__spa-fallback.html',
  '/404.html',
  '/assets/entry-abc123.js',
  '/favicon.svg',
  '/_headers',
  '/_redirects',
]);
const exists = (path: string) => files.has(path);

const rules: HostRules = {
  redirects: parseRedirects(
    formatRedirects([
      { from: '/admin/leads', to: '/__spa-fallback', status: 200 },
      { from: '/old/*', to: '/new/:splat', status: 301 },
    ]),
  ),
  headers: parseHeaders(
    formatHeaders([
      { path: '/*', set: { 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=0, must-revalidate' } },
      { path: '/assets/*', unset: ['Cache-Control'], set: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/*', set: { Vary: 'Accept-Encoding' } },
      { path: '/articles/*', set: { Vary: 'Origin' } },
    ]),
  ),
};

const get = (path: string, method = 'GET') => resolveRequest(method, new URL(path, 'https://site.example'), rules, exists);

describe('the static host', () => {
  it('serves a page at its address without a trailing slash, and redirects the other spellings there', () => {
    expect(get('/')).toMatchObject({ status: 200, file: '/index.html' });
    expect(get('/students')).toMatchObject({ status: 200, file: '/students.html' });
    expect(get('/students/thank-you?first_name=Μαρία')).toMatchObject({ status: 200, file: '/students/thank-you.html' });
    expect(get('/students/')).toMatchObject({ status: 308, location: '/students' });
    expect(get('/students.html?a=1')).toMatchObject({ status: 308, location: '/students?a=1' });
    expect(get('/index.html')).toMatchObject({ status: 308, location: '/' });
    expect(get('/__spa-fallback.html')).toMatchObject({ status: 308, location: '/__spa-fallback' });
  });

  it('serves the fallback at a client-only address with 200, through a rewrite the visitor never sees', () => {
    expect(get('/admin/leads')).toMatchObject({ status: 200, file: '/__spa-fallback.html' });
  });

  it('answers an unknown address with the nearest 404 page: an article newer than the build gets the browser-rendered one', () => {
    expect(get('/articles/first')).toMatchObject({ status: 200, file: '/articles/first.html' });
    expect(get('/articles/newer')).toMatchObject({ status: 404, file: '/articles/404.html' });
    expect(get('/admin/other')).toMatchObject({ status: 404, file: '/404.html' });
    expect(get('/no/such/page')).toMatchObject({ status: 404, file: '/404.html' });
  });

  it('answers addresses no file can have with the 404 page, never an error', () => {
    for (const path of ['/%00', '/a%00b', '/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/assets/..%5c..%5cpackage.json']) {
      expect(get(path), path).toMatchObject({ status: 404, file: '/404.html' });
    }
    expect(safePath('/%CE%B1%CE%B2')).toBe('/αβ');
  });

  it('never serves its own rule files, which name the backend and every policy: they answer as a missing page', () => {
    for (const path of ['/_headers', '/_redirects', '/_routes.json', '/%5Fheaders'])
      expect(get(path), path).toMatchObject({ status: 404, file: '/404.html' });
  });

  it('redirects with a splat, keeping the query', () => {
    expect(get('/old/a/b?x=1')).toMatchObject({ status: 301, location: '/new/a/b?x=1' });
  });

  it('refuses methods a static site has no answer for', () => {
    expect(get('/students', 'POST')).toMatchObject({ status: 405 });
    expect(get('/students', 'HEAD')).toMatchObject({ status: 200 });
  });

  it('applies every matching header rule in order: a removed header is replaced, a repeated one joined', () => {
    const asset = get('/assets/entry-abc123.js').headers;
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('x-frame-options')).toBe('DENY');
    expect(get('/articles/first').headers.get('vary')).toBe('Accept-Encoding, Origin');
    // By the requested address, whatever file answers it.
    expect(get('/students/').headers.get('x-frame-options')).toBe('DENY');
    expect(get('/no/such/page').headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('the rule files', () => {
  it('refuses what the host would drop or misread', () => {
    expect(() => parseRedirects('/a /b 404')).toThrow(/status 404/);
    expect(() => parseRedirects('/a https://elsewhere.example/ 301')).toThrow(/only paths/);
    expect(() => parseRedirects(Array.from({ length: 101 }, (_, index) => `/p${index}/* /x 301`).join('\n'))).toThrow(/101 dynamic/);
    expect(() => parseHeaders('  X-Frame-Options: DENY')).toThrow(/before any path/);
    expect(() => parseHeaders('/*\n  X-Frame-Options DENY')).toThrow(/Name: value/);
    expect(() => parseHeaders(Array.from({ length: 101 }, (_, index) => `/p${index}\n  A: b`).join('\n'))).toThrow(/101 header rules/);
    expect(() => parseHeaders(`/*\n  Content-Security-Policy: ${'a'.repeat(2000)}`)).toThrow(/longer than 2000/);
  });

  it('reads back what it writes, comments included', () => {
    const text = formatRedirects([{ from: '/admin/leads', to: '/__spa-fallback', status: 200, comment: 'client-only' }], ['generated']);
    expect(text).toBe('# generated\n# client-only\n/admin/leads /__spa-fallback 200\n');
    expect(parseRedirects(text)).toHaveLength(1);
  });
});
