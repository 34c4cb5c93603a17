import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));

/**
 * Embedded PostgreSQL (PGlite) with what the platform provides, then supabase/migrations and
 * seed.sql, each applied once and remembered, exactly as a hosted project would get them.
 * `dataDir` persists to disk; without it the database lives in memory (tests).
 */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  await db.exec(`create schema if not exists local_meta;
    create table if not exists local_meta.applied (name text primary key, applied_at timestamptz not null default now());`);
  const files = [
    join(supabaseDir, 'local/platform.sql'),
    ...readdirSync(join(supabaseDir, 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => join(supabaseDir, 'migrations', name)),
    join(supabaseDir, 'seed.sql'),
  ];
  for (const file of files) {
    const name = file.slice(supabaseDir.length);
    const { rows } = await db.query('select 1 from local_meta.applied where name = $1', [name]);
    if (rows.length) continue;
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(file, 'utf8'));
      await tx.query('insert into local_meta.applied (name) values ($1)', [name]);
    });
  }
  return db;
}
