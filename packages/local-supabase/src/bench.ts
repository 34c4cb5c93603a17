// `pnpm bench:leads`: concurrent lead inserts against the local backend (embedded PGlite in memory, or
// the PostgreSQL server in DATABASE_URL), as supabase-js sends them. Prints throughput, p50/p95 latency and rows stored versus sent. A benchmark, not a test.
import { performance } from 'node:perf_hooks';
import { localBackend } from '@cg/data';
import { startLocalSupabase } from './server';

const total = Number(process.env.BENCH_LEADS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const { anonKey } = localBackend;

const backend = await startLocalSupabase({ port: 0, databaseUrl: process.env.DATABASE_URL || undefined });
// Rows of this run only, so a persistent database's earlier runs are not counted.
const run = crypto.randomUUID().slice(0, 8);
const latencies: number[] = [];
let failed = 0;
let next = 0;

async function worker() {
  while (next < total) {
    const index = next++;
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      body: JSON.stringify({
        submission_id: crypto.randomUUID(),
        first_name: 'Μετρητής',
        last_name: `Αριθμός${index}`,
        email: `bench-${run}-${index}@example.gr`,
        phone: `69${String(index).padStart(8, '0')}`,
        lead_source: 'students_cta_form',
      }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 201) failed += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.leads where email like $1`, [`bench-${run}-%`]);
await backend.stop();

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
console.log(`backend:      ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}`);
console.log(`lead inserts: ${total} sent, ${concurrency} at a time, ${failed} failed`);
console.log(`throughput:   ${(total / seconds).toFixed(0)} inserts/s (${seconds.toFixed(2)} s)`);
console.log(`latency:      p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
console.log(`stored:       ${rows[0]!.n} of ${total}`);
