import { describe, expect, it } from 'vitest';
import { createPageEventsHandler, pageEventsMessages, type PageEventsStore } from './handler';
import type { PageEvents } from './events';

const site = 'https://site.example';
const endpoint = 'https://backend.example/functions/v1/page-events';
const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

function handlerWith(store: PageEventsStore = async () => ({ status: 'stored' })) {
  const stored: { events: PageEvents; client: string }[] = [];
  const logs: string[] = [];
  const handle = createPageEventsHandler({
    store: async (events, client) => {
      stored.push({ events, client });
      return store(events, client);
    },
    siteOrigins: [site],
    log: (line) => logs.push(line),
  });
  return { handle, stored, logs };
}

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: site,
      'User-Agent': chrome,
      'CF-Connecting-IP': '203.0.113.9',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const view = {
  kind: 'view',
  route: '/students',
  first: true,
  device: 'phone',
  utm_source: 'Facebook',
  utm_medium: 'paid',
  utm_campaign: 'autumn',
};

describe('page-events', () => {
  it('stores a page view with the visit’s source in lower case, and nothing that names the visitor', async () => {
    const { handle, stored } = handlerWith();
    const answer = await handle(beacon({ ...view, referrer: 'https://l.facebook.com/x?fbclid=1' }));
    expect(answer.status).toBe(204);
    expect(stored).toEqual([
      {
        events: {
          views: [{ route: '/students', first: true, device: 'phone', source: 'facebook', medium: 'paid', campaign: 'autumn' }],
          vitals: [],
          reports: [],
        },
        client: '203.0.113.9',
      },
    ]);
    // The address goes to the throttle only (hashed there); neither it nor the user agent is among what is stored.
    expect(JSON.stringify(stored[0]!.events)).not.toMatch(/203\.0\.113|Chrome|Android/);
  });

  it('names a visit without a campaign by its referring site’s origin, or direct (the site itself is direct)', async () => {
    const { handle, stored } = handlerWith();
    await handle(beacon({ kind: 'view', route: '/', first: true, device: 'desktop', referrer: 'https://www.google.com/search?q=x' }));
    await handle(beacon({ kind: 'view', route: '/', first: false, device: 'desktop', referrer: `${site}/students` }));
    expect(stored.map(({ events }) => events.views[0]!.source)).toEqual(['https://www.google.com', 'direct']);
  });

  it('keeps a page’s LCP, INP and CLS', async () => {
    const { handle, stored } = handlerWith();
    expect((await handle(beacon({ kind: 'vitals', route: '/', device: 'tablet', LCP: 1830.4, INP: 72, CLS: 0.02 }))).status).toBe(204);
    expect(stored[0]!.events.vitals.map(({ metric, value }) => [metric, value])).toEqual([
      ['LCP', 1830.4],
      ['INP', 72],
      ['CLS', 0.02],
    ]);
  });

  it('answers 400 in Greek to what a page never sends: a free-text route, a query, the back office, a thank-you page, a control character, a bad number', async () => {
    const { handle, stored } = handlerWith();
    for (const body of [
      { ...view, route: '/students?email=a@b.gr' },
      { ...view, route: '/μια σελίδα' },
      { ...view, route: '/admin/leads' },
      { ...view, route: '/students/thank-you' },
      { ...view, utm_campaign: 'a\u0000b' },
      { ...view, first: 'yes' },
      { ...view, device: 'watch' },
      { kind: 'vitals', route: '/', device: 'phone', LCP: -1 },
      // Beyond what a browser reports (the outsider's made-up values at the old limits), and a paint that took no time.
      { kind: 'vitals', route: '/', device: 'phone', LCP: 120_000 },
      { kind: 'vitals', route: '/', device: 'phone', LCP: 60_000.5 },
      { kind: 'vitals', route: '/', device: 'phone', LCP: 0 },
      { kind: 'vitals', route: '/', device: 'phone', INP: 8_001 },
      { kind: 'vitals', route: '/', device: 'phone', CLS: 5.01 },
      { kind: 'vitals', route: '/', device: 'phone', CLS: 'NaN' },
      { kind: 'vitals', route: '/', device: 'phone' },
      { kind: 'click', route: '/', device: 'phone' },
      '{',
      '[]',
    ]) {
      const answer = await handle(beacon(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toEqual({ message: pageEventsMessages.badRequest });
    }
    expect(stored).toEqual([]);
  });

  it('counts nothing from a crawler or from another site (a branch preview), and still answers 204', async () => {
    const { handle, stored } = handlerWith();
    for (const headers of [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36' },
      { 'User-Agent': '' },
      { Origin: 'https://feature-x.site-preview.pages.dev' },
    ] as Record<string, string>[])
      expect((await handle(beacon(view, headers))).status).toBe(204);
    expect(stored).toEqual([]);
  });

  it('keeps a CSP violation from the Reporting API and from report-uri: the page’s path, the directive, the blocked origin and path, no query', async () => {
    const { handle, stored } = handlerWith();
    const api = new Request(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json', Origin: site },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          url: `${site}/students?utm_source=x`,
          body: {
            documentURL: `${site}/students?utm_source=x`,
            blockedURL: 'https://cdn.example.com/lib.js?v=3',
            effectiveDirective: 'script-src-elem',
            sourceFile: `${site}/students`,
            lineNumber: 12,
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    });
    const legacy = new Request(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${site}/`,
          'blocked-uri': 'inline',
          'violated-directive': "script-src-elem 'self'",
          'line-number': 1,
        },
      }),
    });
    expect((await handle(api)).status).toBe(204);
    expect((await handle(legacy)).status).toBe(204);
    expect(stored.map(({ events }) => events.reports)).toEqual([
      [{ page: '/students', directive: 'script-src-elem', blocked: 'https://cdn.example.com/lib.js', source: `${site}/students:12` }],
      [{ page: '/', directive: 'script-src-elem', blocked: 'inline', source: '' }],
    ]);
  });

  it('keeps no report naming a directive no policy has: a made-up name cannot open rows of its own', async () => {
    const { handle, stored } = handlerWith();
    const report = (directive: string) =>
      handle(
        new Request(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/csp-report' },
          body: JSON.stringify({
            'csp-report': { 'document-uri': `${site}/`, 'effective-directive': directive, 'blocked-uri': 'https://evil.example/x.js' },
          }),
        }),
      );
    expect((await report('made-up-src')).status).toBe(400);
    expect((await report('img-src')).status).toBe(204);
    expect(stored.flatMap(({ events }) => events.reports.map((entry) => entry.directive))).toEqual(['img-src']);
  });

  it('answers the Reporting API’s preflight for the site’s pages only', async () => {
    const { handle } = handlerWith();
    const preflight = (origin: string) =>
      handle(new Request(endpoint, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } }));
    expect((await preflight(site)).headers.get('access-control-allow-origin')).toBe(site);
    expect((await preflight('https://attacker.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 429 with Retry-After when the address is throttled, 413 to a large body, 503 in Greek when the database fails, never 500', async () => {
    const throttled = handlerWith(async () => ({ status: 'throttled', retryAfterSeconds: 120 }));
    const answer = await throttled.handle(beacon(view));
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([429, '120']);
    expect((await handlerWith().handle(beacon('x'.repeat(20_000)))).status).toBe(413);
    const failing = handlerWith(async () => {
      throw new Error('PostgREST answered 500');
    });
    const failed = await failing.handle(beacon(view));
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: pageEventsMessages.unavailable });
    expect(failing.logs).toEqual(['page-events: PostgREST answered 500']);
    expect((await handlerWith().handle(new Request(endpoint, { method: 'GET' }))).status).toBe(405);
  });
});
