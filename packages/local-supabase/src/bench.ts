// `pnpm bench:leads`: concurrent lead inserts against the local backend (embedded PGlite in memory, or
// the PostgreSQL server in DATABASE_URL), as supabase-js sends them, every tenth one sent twice as a
// retry would. Prints throughput, p50/p95 latency and leads lost or stored twice. With BENCH_HOSTILE=1
// (`pnpm bench:leads:hostile`) random and malformed requests run alongside. A benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { bytesOf, hostileRequest } from './hostileRequests';
import { rawRequest } from './rawHttp';
import { startLocalSupabase } from './server';

const total = Number(process.env.BENCH_LEADS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const hostile = process.env.BENCH_HOSTILE === '1';
const databaseUrl = process.env.DATABASE_URL || undefined;

const backend = await startLocalSupabase({
  port: 0,
  databaseUrl,
  jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined,
  log: () => undefined,
});
const { anonKey } = backend;
// Rows of this run only, so a persistent database's earlier runs are not counted.
const run = crypto.randomUUID().slice(0, 8);
const latencies: number[] = [];
let failed = 0;
let next = 0;

async function send(index: number, submissionId: string) {
  const response = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    body: JSON.stringify({
      submission_id: submissionId,
      first_name: 'Μετρητής',
      last_name: `Αριθμός${index}`,
      email: `bench-${run}-${index}@example.gr`,
      phone: `69${String(index).padStart(8, '0')}`,
      lead_source: 'students_cta_form',
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function worker() {
  while (next < total) {
    const index = next++;
    const submissionId = crypto.randomUUID();
    const started = performance.now();
    const status = await send(index, submissionId);
    latencies.push(performance.now() - started);
    if (status !== 201) failed += 1;
    // A retry of the same submission must be refused as a duplicate, never stored again.
    if (index % 10 === 0 && (await send(index, submissionId)) !== 409) failed += 1;
  }
}

let done = false;
const hostileAnswers = new Map<number, number>();
async function hostileWorker(seed: number) {
  const requests = fc.sample(hostileRequest(anonKey), { numRuns: 5000, seed });
  for (let index = 0; !done; index = (index + 1) % requests.length) {
    const answer = await rawRequest(backend.url, bytesOf(requests[index]!, anonKey)).catch(() => ({ status: 0 }));
    hostileAnswers.set(answer.status, (hostileAnswers.get(answer.status) ?? 0) + 1);
  }
}

const started = performance.now();
const noise = hostile ? [hostileWorker(1), hostileWorker(2), hostileWorker(3), hostileWorker(4)] : [];
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
done = true;
await Promise.all(noise);
const { rows } = await backend.db.query<{ stored: number; distinct: number }>(
  `select count(*)::int as stored, count(distinct submission_id)::int as distinct from public.leads where email like $1`,
  [`bench-${run}-%`],
);
await backend.stop();

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const { stored, distinct } = rows[0]!;
console.log(`backend:      ${databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}`);
console.log(`lead inserts: ${total} sent (${Math.ceil(total / 10)} of them twice), ${concurrency} at a time, ${failed} unexpected answers`);
if (hostile) {
  const count = [...hostileAnswers.values()].reduce((sum, n) => sum + n, 0);
  console.log(`alongside:    ${count} hostile requests, answers by status ${JSON.stringify(Object.fromEntries([...hostileAnswers].sort()))}`);
}
console.log(`throughput:   ${(total / seconds).toFixed(0)} inserts/s (${seconds.toFixed(2)} s)`);
console.log(`latency:      p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
console.log(`stored:       ${stored} of ${total}: ${total - distinct} lost, ${stored - distinct} stored twice`);
process.exitCode = failed || stored !== total || distinct !== total ? 1 : 0;
