import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, hostileRequest } from './hostileRequests';
import { rawRequest } from './rawHttp';
import { startTestBackend } from './testBackend';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/**
 * Thousands of random and malformed requests at a running backend, none with admin rights: every one
 * is answered, none with a 5xx, no answer quotes a stack or PostgreSQL, no direct write to leads or
 * pdf_downloads gets through, and no table changes except by what the intake's functions took, never
 * more than their per-client limit.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 2500);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const intakeLimit = 5;
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend({
    log: () => undefined,
    conversionLog: () => undefined,
    signInLimits: { perEmailAndClient: 1_000_000, perClient: 1_000_000, windowMs: 1000 },
    intake: everyIntakeLimitAt(intakeLimit),
  });
}, 60_000);
afterAll(async () => backend?.stop());

/** Every table, as one fingerprint per table: row count and an md5 of its rows in a stable order. */
async function fingerprint() {
  const tables = [
    'public.leads',
    'public.pdf_downloads',
    'public.articles',
    'public.user_roles',
    'storage.objects',
    'storage.buckets',
    'auth.users',
  ];
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const table of tables) {
    const { rows } = await backend.db.query<{ rows: number; hash: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${table} t`,
    );
    out[table] = rows[0]!;
  }
  return out;
}

/** What a 4xx may say is PostgREST's or Storage's message; never a stack trace or a driver's internals. */
const internals = /\n\s+at |node:internal|\.ts:\d+|PGlite|ECONNRESET|TypeError|ReferenceError|undefined is not|Cannot read prop/;

describe('fuzz: the local backend under random and malformed requests', () => {
  it(`answers ${runs} hostile requests without a 5xx, a leaked internal or a changed table`, async () => {
    const before = await fingerprint();
    let directWrites = 0;
    // The intake answers a stored lead, a resend and a filled honeypot alike: an upper bound on its rows.
    const accepted = { leads: 0, pdf_downloads: 0 };
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest(backend.anonKey), async (request) => {
        const { method: verb, target: path } = request;
        const answer = await rawRequest(backend.url, bytesOf(request, backend.anonKey));
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${verb} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${verb} ${path} answered ${answer.body}`).toBeLessThan(500);
        expect(answer.body).not.toMatch(internals);
        const tookIt = answer.status === 303 || answer.status === 200;
        if (tookIt && path.startsWith('/functions/v1/lead-intake')) accepted.leads += 1;
        if (tookIt && path.startsWith('/functions/v1/sample-download')) accepted.pdf_downloads += 1;
        if (answer.status === 201 && /^\/rest\/v1\/(leads|pdf_downloads)(\?|$)/.test(path)) directWrites += 1;
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    const after = await fingerprint();
    expect(directWrites).toBe(0);
    for (const table of ['leads', 'pdf_downloads'] as const) {
      const added = after[`public.${table}`]!.rows - before[`public.${table}`]!.rows;
      expect(added, table).toBeLessThanOrEqual(Math.min(accepted[table], intakeLimit));
    }
    for (const table of ['public.articles', 'public.user_roles', 'storage.objects', 'storage.buckets', 'auth.users'])
      expect(after[table], table).toEqual(before[table]);
    expect((await fetch(`${backend.url}/rest/v1/articles?select=slug&limit=1`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
    console.info(`fuzz: ${runs} requests, answers by status ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
  }, 600_000);
});
