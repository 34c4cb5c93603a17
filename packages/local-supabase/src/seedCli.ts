// `pnpm seed:leads [count]`: adds `count` made-up leads (default 10,000) over two years, and a fifth as
// many sample downloads, to the local backend's database (.data/local-supabase, or DATABASE_URL), for
// trying the inbox at scale. The embedded database takes one process at a time: stop `npm start` first.
import { openSeedTarget, seedCount } from './seedTarget';
import { seedDownloads, seedLeads } from './seedLeads';

const count = seedCount('seed:leads', process.argv[2], 10_000, 200_000);
const started = performance.now();
const db = await openSeedTarget('seed:leads');
const seed = Date.now() % 1_000_000;
const leads = await seedLeads(db, { count, seed });
const downloads = await seedDownloads(db, { count: Math.ceil(count / 5), seed: seed + 1 });
const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
await db.close();
console.log(
  `seed:leads: added ${leads} leads and ${downloads} sample downloads in ${((performance.now() - started) / 1000).toFixed(1)} s; the inbox now holds ${rows[0]!.n} leads.`,
);
