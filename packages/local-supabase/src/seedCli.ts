// `pnpm seed:leads [count]`: adds `count` made-up leads (default 10,000) over two years, and a fifth as
// many sample downloads, to the local backend's database (.data/local-supabase, or DATABASE_URL), for
// trying the inbox at scale. The embedded database takes one process at a time: stop `npm start` first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { seedDownloads, seedLeads } from './seedLeads';

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('seed:leads: give a whole number of leads from 1 to 200000');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.LOCAL_SUPABASE_DATA ?? join(root, '.data/local-supabase');
const port = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);

if (!databaseUrl) {
  const running = await fetch(`http://127.0.0.1:${port}/rest/v1/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(`seed:leads: the local backend is running on port ${port}; stop \`npm start\` first (the embedded database takes one process at a time).`);
    process.exit(1);
  }
}

// As `npm start` makes it: the data folder holds every lead, readable by this user only.
if (!databaseUrl) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const started = performance.now();
const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'pglite') });
const seed = Date.now() % 1_000_000;
const leads = await seedLeads(db, { count, seed });
const downloads = await seedDownloads(db, { count: Math.ceil(count / 5), seed: seed + 1 });
const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
await db.close();
console.log(`seed:leads: added ${leads} leads and ${downloads} sample downloads in ${((performance.now() - started) / 1000).toFixed(1)} s; the inbox now holds ${rows[0]!.n} leads.`);
