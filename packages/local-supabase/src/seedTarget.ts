// The local backend's database for a seed script: .data/local-supabase (or DATABASE_URL), opened as
// `npm start` makes it. The embedded database takes one process at a time, so a running backend stops it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';

export async function openSeedTarget(tool: string) {
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
      console.error(
        `${tool}: the local backend is running on port ${port}; stop \`npm start\` first (the embedded database takes one process at a time).`,
      );
      process.exit(1);
    }
    // As `npm start` makes it: the data folder holds every lead, readable by this user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  return openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'pglite') });
}

/** The whole-number count a seed script was given, or its default; exits with a message otherwise. */
export function seedCount(tool: string, given: string | undefined, fallback: number, max: number): number {
  const count = Number(given ?? fallback);
  if (!Number.isInteger(count) || count < 1 || count > max) {
    console.error(`${tool}: give a whole number from 1 to ${max}`);
    process.exit(1);
  }
  return count;
}
