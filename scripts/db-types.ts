// Database types for supabase-js, generated from the migrated schema with Supabase's own generator
// (@supabase/postgrest-typegen, the code behind `supabase gen types typescript`). Run by
// scripts/pgtap.sh against its throwaway cluster: `--check` fails when the committed file is stale,
// `--write` updates it (pnpm db:types).
import { introspect, generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const target = fileURLToPath(new URL('../packages/data/src/database.types.ts', import.meta.url));
const mode = process.argv[2] ?? '--check';

// A pool: the introspection runs its queries concurrently. Connection settings come from PG* variables.
const pool = new pg.Pool({ max: 4 });
let generated;
try {
  const metadata = await introspect(pool, { includedSchemas: ['public'] });
  generated = await generateTypescript(sortGeneratorMetadata(metadata));
} finally {
  await pool.end();
}
const header = '// Generated from supabase/migrations by scripts/db-types.ts (`pnpm db:types`). Do not edit.\n';
const content = header + generated;

if (mode === '--write') {
  writeFileSync(target, content);
  console.log(`wrote ${target}`);
} else {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== content) {
    console.error('packages/data/src/database.types.ts is out of date with supabase/migrations: run `pnpm db:types`.');
    process.exit(1);
  }
  console.log('database types are up to date');
}
