import { randomBytes } from 'node:crypto';
import { startLocalSupabase, type LocalSupabaseOptions } from './server';

/**
 * A backend for one test file, on a free port: embedded PGlite in memory, or the PostgreSQL server in
 * TEST_DATABASE_URL (the database test step points it at its throwaway PostgreSQL 15 cluster), which
 * the backend only serves with a secret of its own: so tests use `backend.anonKey`, never the demo key.
 */
export function startTestBackend(options: LocalSupabaseOptions = {}) {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  return startLocalSupabase({ port: 0, databaseUrl, jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined, ...options });
}
