import { describe, expect, it } from 'vitest';
import { createSiteBuildReportHandler, LedgerUnavailable, type BuildLedger } from './handler';

const secret = 'a-report-secret-of-at-least-32-characters';

/** A ledger like the migration's: builds numbered from 1, each ending once. */
function memoryLedger(): BuildLedger & { ends: unknown[][] } {
  const running = new Set<number>();
  let next = 0;
  const ends: unknown[][] = [];
  return {
    ends,
    start: async () => (running.add(++next), next),
    end: async (build, ...rest) => {
      if (!running.delete(build)) return false;
      ends.push([build, ...rest]);
      return true;
    },
  };
}

const report = (body: unknown, headers: Record<string, string> = { 'x-site-build-secret': secret }, method = 'POST') =>
  new Request('http://backend.test/functions/v1/site-build-report', {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });

describe('site-build-report', () => {
  it('numbers a build when it starts and records its end once, with why it failed', async () => {
    const ledger = memoryLedger();
    const handle = createSiteBuildReportHandler({ secret, ledger });
    const started = await handle(report({ outcome: 'started' }));
    expect(started.status).toBe(201);
    expect(await started.json()).toEqual({ build: 1 });
    const failed = await handle(report({ outcome: 'failed', build: 1, failure: 'content-invalid', document: 'company' }));
    expect(failed.status).toBe(200);
    expect(ledger.ends).toEqual([[1, false, 'content-invalid', 'company']]);
    // Reported twice (a retry after a lost answer): the first end stands.
    const again = await handle(report({ outcome: 'succeeded', build: 1 }));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/ήδη ολοκληρωθεί/);
    expect(failed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a report without the secret, or with a near one (401), and every report when none is configured (503)', async () => {
    const ledger = memoryLedger();
    const handle = createSiteBuildReportHandler({ secret, ledger });
    expect((await handle(report({ outcome: 'started' }, {}))).status).toBe(401);
    expect((await handle(report({ outcome: 'started' }, { 'x-site-build-secret': `${secret}x` }))).status).toBe(401);
    expect((await handle(report({ outcome: 'started' }, { Authorization: `Bearer ${secret}` }))).status).toBe(401);
    const unconfigured = await createSiteBuildReportHandler({ ledger })(report({ outcome: 'started' }));
    expect(unconfigured.status).toBe(503);
    expect((await unconfigured.json()).message).toMatch(/[Α-Ω]/);
    expect(ledger.ends).toEqual([]);
  });

  it('answers a stranger’s report with 400 in Greek and records nothing', async () => {
    const ledger = memoryLedger();
    const handle = createSiteBuildReportHandler({ secret, ledger });
    await handle(report({ outcome: 'started' }));
    for (const body of [
      'not json',
      { outcome: 'failed', build: 1, failure: 'rm -rf /' },
      { outcome: 'failed', build: 1, failure: 'content-invalid', document: '<script>' },
      { outcome: 'succeeded', build: 1.5 },
      { outcome: 'succeeded', build: 1, log: 'the whole build output' },
      { outcome: 'finished' },
    ]) {
      const response = await handle(report(body));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('Η αναφορά της ανανέωσης δεν είναι έγκυρη.');
    }
    expect((await handle(report('x'.repeat(2000)))).status).toBe(413);
    expect((await handle(report(undefined, undefined, 'GET'))).status).toBe(405);
    expect(ledger.ends).toEqual([]);
  });

  it('answers 503 in Greek, quoting nothing, when the database cannot be reached', async () => {
    const lines: string[] = [];
    const handle = createSiteBuildReportHandler({
      secret,
      ledger: { start: () => Promise.reject(new LedgerUnavailable('PostgREST unreachable: ECONNREFUSED 10.0.0.1')), end: async () => true },
      log: (line) => lines.push(line),
    });
    const response = await handle(report({ outcome: 'started' }));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toContain('Δοκιμάστε ξανά');
    expect(text).not.toContain('ECONNREFUSED');
    expect(lines.join('\n')).toContain('ECONNREFUSED');
  });
});
