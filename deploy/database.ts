/**
 * What the deploy plan reads from the project's database, when SUPABASE_DB_URL reaches it: the migrations
 * the Supabase CLI recorded as applied (supabase_migrations.schema_migrations), and which admins lack
 * their role. Read-only; null when the database cannot be reached (offline), and the plan says so.
 */
import pg from 'pg';
import type { DatabaseView } from './plan.ts';

export async function openDatabaseView(url: string | undefined): Promise<(NonNullable<DatabaseView> & { close(): Promise<void> }) | null> {
  if (!url?.trim()) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const recorded = await client.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const appliedMigrations = recorded.rows[0]!.present
    ? (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version)
    : [];
  return {
    appliedMigrations,
    async adminsWithoutRole(emails) {
      const { rows } = await client.query<{ email: string; admin: boolean }>(
        `select lower(u.email) as email, exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin') as admin
         from auth.users u where lower(u.email) = any($1::text[])`,
        [emails],
      );
      return {
        missing: rows.filter((row) => !row.admin).map((row) => row.email),
        withoutAccount: emails.filter((email) => !rows.some((row) => row.email === email)),
      };
    },
    close: () => client.end(),
  };
}
