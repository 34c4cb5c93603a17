// `pnpm bench:traffic`: the site's own measurement at one million page views a month (decision 034). A local backend
// (embedded PGlite in memory, or the PostgreSQL server in DATABASE_URL) gets a year of daily totals as the rollup
// writes them, a year of leads, and the three days of raw rows the rollup keeps; then it measures the page-events
// function as pages call it (a view or a page's vitals, from many addresses, through the throttle), the rollup over
// those raw rows, and /admin/reports' traffic call over 30 days and over a year, each BENCH_RUNS times (default 40),
// p50/p95. A benchmark, not a test: its numbers go in the decision and the notes.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createAppClient, readTrafficReports, signIn } from '@cg/data';
import { seedLeads } from './seedLeads';
import { startLocalSupabase } from './server';

const monthlyViews = Number(process.env.BENCH_MONTHLY_VIEWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const databaseUrl = process.env.DATABASE_URL || undefined;
const admin = { email: 'bench-admin@example.gr', password: randomBytes(12).toString('base64url') };
const dailyViews = Math.round((monthlyViews * 12) / 365);

const backend = await startLocalSupabase({
  port: 0,
  databaseUrl,
  jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined,
  admin,
  rollupIntervalMs: 0,
  log: () => undefined,
  conversionLog: () => undefined,
});
const { db } = backend;
const now = Date.now();

// What a year of the rollup looks like: each day, the views spread over 24 routes, 3 devices, first or not, and 25
// source and campaign pairs (a heavy-tailed mix, as real traffic is: about 1,200 rows a day); the vitals as
// histograms of 30 buckets per route, device and metric, half of them filled (about 3,200 rows a day); a handful of
// policy reports.
const seeding = performance.now();
await db.query(
  `insert into public.traffic_days (day, route, first, source, medium, campaign, device, views)
   select d::date, '/r' || r, f, 'source' || s, case when s % 3 = 0 then 'paid' else '' end, case when s % 2 = 0 then 'c' || s else '' end,
     (array['phone', 'tablet', 'desktop'])[1 + k], greatest(1, (${dailyViews} / (24 * 25 * 2 * 0.35)) / (1 + r * 0.3) / (1 + s * 0.25))::integer
   from generate_series(current_date - 364, current_date, interval '1 day') as d, generate_series(0, 23) as r, generate_series(0, 24) as s,
     generate_series(0, 2) as k, (values (true), (false)) as first_page(f)
   where (r + s + k) % 3 = 0`,
);
await db.query(
  `insert into public.vital_days (day, route, device, metric, bucket, samples)
   select d::date, '/r' || r, (array['phone', 'tablet', 'desktop'])[1 + k], m, b, 1 + (b * 7 + r) % 30
   from generate_series(current_date - 364, current_date, interval '1 day') as d, generate_series(0, 23) as r, generate_series(0, 2) as k,
     unnest(array['LCP', 'INP', 'CLS']) as m, generate_series(0, 29) as b
   where (r + k + b) % 2 = 0`,
);
await db.query(
  `insert into public.policy_report_days (day, page, directive, blocked, reports, last_at)
   select d::date, '/r' || r, 'script-src-elem', 'https://cdn' || r || '.example.com/x.js', 1 + r, d + interval '12 hours'
   from generate_series(current_date - 29, current_date, interval '1 day') as d, generate_series(0, 9) as r`,
);
await seedLeads(db, { count: 20_000, now });
// The raw rows the rollup reads: three days of page views and, for each, its three vitals.
const rawViews = dailyViews * 3;
await db.query(
  `insert into private.page_views (at, route, first, source, medium, campaign, device)
   select now() - (n * interval '1 second' * (259200.0 / ${rawViews})), '/r' || (n % 24), n % 3 = 0, 'source' || (n % 40), '', case when n % 2 = 0 then 'c' || (n % 40) else '' end,
     (array['phone', 'tablet', 'desktop'])[1 + n % 3]
   from generate_series(1, ${rawViews}) as n`,
);
await db.query(
  `insert into private.page_vitals (at, route, device, metric, value)
   select now() - (n * interval '1 second' * (259200.0 / ${rawViews * 3})), '/r' || (n % 24), (array['phone', 'tablet', 'desktop'])[1 + n % 3],
     (array['LCP', 'INP', 'CLS'])[1 + n % 3], case n % 3 when 0 then 900 + (n * 37) % 4000 when 1 then 30 + (n * 13) % 500 else ((n * 7) % 40) / 100.0 end
   from generate_series(1, ${rawViews * 3}) as n`,
);
const seededIn = performance.now() - seeding;
const count = async (table: string) => Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
const totals = { traffic: await count('public.traffic_days'), vitals: await count('public.vital_days') };

const percentiles = (times: number[]) => {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  return `p50 ${at(50).padStart(6)} ms   p95 ${at(95).padStart(6)} ms`;
};
async function measure(name: string, work: (run: number) => Promise<string>, times = runs) {
  const taken: number[] = [];
  let detail = await work(-1); // warm up: the first call plans and fills caches
  for (let run = 0; run < times; run += 1) {
    const started = performance.now();
    detail = await work(run);
    taken.push(performance.now() - started);
  }
  console.log(`${name.padEnd(44)} ${percentiles(taken)}   ${detail}`);
}

console.log(
  `backend:   ${databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}; ${monthlyViews.toLocaleString('en')} page views a month (${dailyViews.toLocaleString('en')} a day): ` +
    `a year of totals (${totals.traffic.toLocaleString('en')} traffic and ${totals.vitals.toLocaleString('en')} speed rows), ${rawViews.toLocaleString('en')} raw views and ` +
    `${(rawViews * 3).toLocaleString('en')} raw vitals, 20,000 leads, seeded in ${(seededIn / 1000).toFixed(1)} s; ${runs} runs each`,
);

// The function as a page calls it: through the backend's HTTP, from a new address each time (so the throttle counts).
const events = `${backend.url}/functions/v1/page-events`;
const beacon = (run: number) => ({
  kind: run % 2 ? 'view' : 'vitals',
  route: '/students',
  device: 'phone',
  ...(run % 2 ? { first: true, utm_source: 'facebook', utm_campaign: 'autumn' } : { LCP: 1800 + run, INP: 90, CLS: 0.01 }),
});
await measure(
  'page-events: a view or a page’s vitals',
  async (run) => {
    const answer = await fetch(events, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'CF-Connecting-IP': `198.51.100.${(run + 256) % 250}`,
        'User-Agent': 'Mozilla/5.0 Chrome/140',
      },
      body: JSON.stringify(beacon(run)),
    });
    return `answered ${answer.status}`;
  },
  Math.max(runs, 200),
);

const rollupTimes: number[] = [];
let rolled = '';
for (let run = 0; run < Math.min(runs, 5); run += 1) {
  const started = performance.now();
  rolled = JSON.stringify((await db.query<{ result: unknown }>('select public.roll_up_page_events() as result')).rows[0]!.result);
  rollupTimes.push(performance.now() - started);
}
console.log(`${'the rollup (every five minutes)'.padEnd(44)} ${percentiles(rollupTimes)}   ${rolled}`);

const client = createAppClient({
  url: backend.url,
  anonKey: backend.anonKey,
  options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
});
const signedIn = await signIn(client, admin.email, admin.password);
if (!signedIn.ok) throw new Error(`bench:traffic could not sign in: ${signedIn.message}`);
const days = (back: number) => new Date(now - back * 86_400_000).toISOString();
const weekStarts = Array.from({ length: 27 }, (_, index) => days((26 - index) * 7));
for (const [label, period] of [
  ['traffic report, 26 weeks + the last 30 days', 30],
  ['traffic report, 26 weeks + the last year', 365],
] as const) {
  await measure(label, async () => {
    const traffic = await readTrafficReports(client, { weekStarts, from: days(period), to: days(0) });
    return `${traffic.sources.length} sources, ${traffic.campaigns.length} campaigns, ${traffic.speed.length} speed figures`;
  });
}

await client.auth.signOut();
await backend.stop();
