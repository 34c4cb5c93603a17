import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { createAppClient, type AppClient } from '@cg/data';
import { startLocalSupabase, type LocalSupabaseOptions } from './server';

/**
 * True in the database step's second run of these tests, against its PostgreSQL 15 server. A test whose database
 * is always an embedded PGlite of its own (a seed, the story reset, a throwaway migration, `npm start`'s data
 * folder) would only repeat the unit step there, so it runs once: `describe.skipIf(onServerDatabase)`.
 */
export const onServerDatabase = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A backend for one test file, on a free port: embedded PGlite in memory, or the PostgreSQL server in
 * TEST_DATABASE_URL (the database test step points it at its throwaway PostgreSQL 15 cluster), which
 * the backend only serves with a secret of its own: so tests use `backend.anonKey`, never the demo key.
 */
export function startTestBackend(options: LocalSupabaseOptions = {}) {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  return startLocalSupabase({ port: 0, databaseUrl, jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined, ...options });
}

/** A supabase-js client of a test backend as a browser tab would hold one, without keeping its session anywhere. */
export const testClient = (backend: { url: string; anonKey: string }): AppClient =>
  createAppClient({
    url: backend.url,
    anonKey: backend.anonKey,
    options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
  });
