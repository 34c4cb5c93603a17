// `pnpm bench:inbox`: the lead inbox at scale. A local backend (embedded PGlite in memory, or the
// PostgreSQL server in DATABASE_URL) gets BENCH_LEADS made-up leads over two years (default 10,000),
// then an admin's supabase-js client asks what the inbox asks: the first page with its total, a page
// deep in the list, a filtered search (form, status, date range, accent-free text), a source filter, a
// lead's person history, the overdue count, the reports; each BENCH_RUNS times (default 40), p50/p95 reported. Then
// the CSV export of every lead, as the page makes it (batches of 1,000, then one file): time, size, and the memory it took. A benchmark,
// not a test: its numbers go in the notes.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  countOverdue,
  createAppClient,
  leadsCsv,
  readAllLeads,
  readLeadReports,
  readLeads,
  readPersonHistory,
  signIn,
  type InboxFilters,
} from '@cg/data';
import { seedDownloads, seedLeads } from './seedLeads';
import { startLocalSupabase } from './server';

const leadCount = Number(process.env.BENCH_LEADS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const databaseUrl = process.env.DATABASE_URL || undefined;
const admin = { email: 'bench-admin@example.gr', password: randomBytes(12).toString('base64url') };

const backend = await startLocalSupabase({
  port: 0,
  databaseUrl,
  jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined,
  admin,
  log: () => undefined,
  conversionLog: () => undefined,
});
const seeding = performance.now();
const now = Date.now();
await seedLeads(backend.db, { count: leadCount, now });
await seedDownloads(backend.db, { count: Math.ceil(leadCount / 5), now });
const seededIn = performance.now() - seeding;

const client = createAppClient({
  url: backend.url,
  anonKey: backend.anonKey,
  options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
});
const signedIn = await signIn(client, admin.email, admin.password);
if (!signedIn.ok) throw new Error(`bench:inbox could not sign in: ${signedIn.message}`);

async function measure(name: string, work: () => Promise<string>) {
  const times: number[] = [];
  let detail = '';
  await work(); // warm up: the first query plans and fills caches
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    detail = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(`${name.padEnd(38)} p50 ${at(50).padStart(6)} ms   p95 ${at(95).padStart(6)} ms   ${detail}`);
}

const days = (count: number) => new Date(now - count * 86_400_000).toISOString();
const search: InboxFilters = { form: 'students', status: 'done', from: days(365), q: 'Παπαδοπουλου' };

console.log(
  `backend:   ${databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}; ${leadCount} leads and ${Math.ceil(leadCount / 5)} downloads seeded in ${(seededIn / 1000).toFixed(1)} s; ${runs} runs each`,
);
await measure('first page (25, with the total)', async () => {
  const { rows, total } = await readLeads(client, {}, 1);
  return `${rows.length} rows of ${total}`;
});
await measure('page 200 (25, with the total)', async () => {
  const { rows, total } = await readLeads(client, {}, 200);
  return `${rows.length} rows of ${total}`;
});
await measure('search "παπαδοπουλου" alone', async () => {
  const { rows, total } = await readLeads(client, { q: 'παπαδοπουλου' }, 1);
  return `${rows.length} rows of ${total}`;
});
await measure('filtered search (form+status+year+q)', async () => {
  const { rows, total } = await readLeads(client, search, 1);
  return `${rows.length} rows of ${total}`;
});
await measure('Πηγή: facebook (first page)', async () => {
  const { rows, total } = await readLeads(client, { source: 'facebook' }, 1);
  return `${rows.length} rows of ${total}`;
});
await measure('Πηγή: Άγνωστη (first page)', async () => {
  const { rows, total } = await readLeads(client, { source: 'unknown' }, 1);
  return `${rows.length} rows of ${total}`;
});
const { rows: firstPage } = await readLeads(client, {}, 1);
let historyOf = 0;
await measure("a lead's person history", async () => {
  const lead = firstPage[historyOf++ % firstPage.length]!;
  const history = await readPersonHistory(client, lead.id);
  return `${history.leads.length} other leads, ${history.downloads.length} downloads`;
});
await measure('overdue count', async () => `${await countOverdue(client, Date.now())} overdue`);
// /admin/reports: 26 weeks of counts and a period's sources, campaigns and call-back times, in one call.
const weekStarts = Array.from({ length: 27 }, (_, index) => days((26 - index) * 7));
for (const [label, period] of [
  ['reports, 26 weeks + the last 30 days', 30],
  ['reports, 26 weeks + the last year', 365],
] as const) {
  await measure(label, async () => {
    const reports = await readLeadReports(client, { weekStarts, from: days(period), to: days(0) });
    return `${reports.response.leads} leads in the period, ${reports.sources.length} sources`;
  });
}

// The export as the page makes it: every batch, then one string handed to the browser as a file.
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5);
const exportStarted = performance.now();
let exported = 0;
const csv = await leadsCsv(
  (async function* () {
    for await (const batch of readAllLeads(client, {})) {
      exported += batch.length;
      yield batch;
    }
  })(),
);
const exportMs = performance.now() - exportStarted;
clearInterval(sampler);
heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `CSV export of every lead:              ${exported} rows in ${(exportMs / 1000).toFixed(2)} s, ${megabytes(Buffer.byteLength(csv))} MB of CSV, heap +${megabytes(heapPeak - heapBefore)} MB at its peak${globalThis.gc ? '' : ' (run with --expose-gc for a steadier figure)'}`,
);

await client.auth.signOut();
await backend.stop();
process.exit(0);
