import { startLocalSupabase, type LocalSupabaseOptions } from './server';

/**
 * A backend for one test file, on a free port: embedded PGlite in memory, or the PostgreSQL server in
 * TEST_DATABASE_URL (the database test step points it at its throwaway PostgreSQL 15 cluster).
 */
export const startTestBackend = (options: LocalSupabaseOptions = {}) =>
  startLocalSupabase({ port: 0, databaseUrl: process.env.TEST_DATABASE_URL || undefined, ...options });
