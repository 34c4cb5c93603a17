import pg from 'pg';
import type { Database, Sql } from './sql';

const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
  query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await client.query({ text, values: params })).rows as Row[] }),
  // No parameters: the simple query protocol, which runs a whole migration file at once.
  exec: (text: string) => client.query(text),
});

/**
 * A real PostgreSQL server (DATABASE_URL) behind the same interface as PGlite. Each transaction
 * holds its own pooled connection, so `SET LOCAL ROLE` and the JWT claims never leak between requests.
 */
export function connectPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection the server drops must not take the process down with it.
  pool.on('error', (error) => console.error('local-supabase: idle PostgreSQL connection failed:', error.message));
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
