import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, snapshotEnv } from './database';

/**
 * Vitest's global setup for the unit tests: migrates one in-memory database, writes its files to a temporary
 * tarball and points every test file's backend at it (`snapshotEnv`), so each file starts from a copy instead
 * of running initdb and all of supabase/ again. Tests on a PostgreSQL server (TEST_DATABASE_URL) are unaffected.
 */
export default async function migratedSnapshot() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const db = (await openDatabase()) as PGlite;
  const files = await db.dumpDataDir('none');
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await files.arrayBuffer()));
  process.env[snapshotEnv] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
