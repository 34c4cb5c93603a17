import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectPostgres } from './postgres';
import type { Database } from './sql';

const projectSupabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));

export type DatabaseOptions = {
  /** A PostgreSQL server to use instead of embedded PGlite; it must allow `SET ROLE` to anon, authenticated and service_role. */
  databaseUrl?: string;
  /** Where PGlite persists (default: in memory, for tests). */
  dataDir?: string;
  /** The folder with `local/`, `migrations/`, `seed.sql` and `seed-content.sql` (default: the project's `supabase/`; a test may add a migration to a copy). */
  supabaseDir?: string;
};

/**
 * A migrated database's files, for tests: a PGlite in memory or in a new folder starts from them instead of running
 * initdb and every migration again (see migratedSnapshot.ts). Whatever was added to supabase/ since is still applied.
 */
export const snapshotEnv = 'LOCAL_SUPABASE_SNAPSHOT';

const extensions = { pgcrypto, pg_trgm };

async function openPGlite(dataDir: string | undefined) {
  const snapshot = process.env[snapshotEnv];
  // A test's new data folder (a restart, the folder's permissions) starts from the snapshot too; one that already
  // holds a database opens as it is.
  if (snapshot && (!dataDir || !existsSync(join(dataDir, 'PG_VERSION'))))
    return PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(snapshot)]), extensions });
  return PGlite.create({ dataDir, extensions });
}

/**
 * PostgreSQL (embedded PGlite, or a server at `databaseUrl`) with what the platform provides, then
 * supabase/migrations and the seeds, each applied once and remembered, as a hosted project gets them.
 */
export async function openDatabase({ databaseUrl, dataDir, supabaseDir = projectSupabaseDir }: DatabaseOptions = {}): Promise<Database> {
  const db: Database = databaseUrl ? connectPostgres(databaseUrl) : await openPGlite(dataDir);
  const files = [
    join(supabaseDir, 'local/platform.sql'),
    join(supabaseDir, 'local/sign_in_throttle.sql'),
    join(supabaseDir, 'local/sessions.sql'),
    ...readdirSync(join(supabaseDir, 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => join(supabaseDir, 'migrations', name)),
    join(supabaseDir, 'seed.sql'),
    join(supabaseDir, 'seed-content.sql'),
  ];
  // One transaction under an advisory lock: two backends starting on one server never migrate twice.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)');
    await tx.exec(`create schema if not exists local_meta;
      create table if not exists local_meta.applied (name text primary key, applied_at timestamptz not null default now());`);
    for (const file of files) {
      const name = file.slice(supabaseDir.length);
      const { rows } = await tx.query('select 1 from local_meta.applied where name = $1', [name]);
      if (rows.length) continue;
      await tx.exec(readFileSync(file, 'utf8'));
      await tx.query('insert into local_meta.applied (name) values ($1)', [name]);
    }
  });
  return db;
}
