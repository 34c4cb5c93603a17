import type { Database } from './sql';
import type { Claims } from './jwt';

/**
 * Sessions (supabase/local/sessions.sql): a sign-in opens one, whose id its access token carries as
 * `session_id`; sign-out ends it. A token whose session has ended is refused on every route, as a token
 * that fails its signature is. A token without a session id (the anon and service keys) has none to end.
 */
export async function openSession(db: Database, userId: string, notAfter: Date): Promise<string> {
  await db.query('delete from auth.sessions where not_after < now()');
  const { rows } = await db.query<{ id: string }>('insert into auth.sessions (user_id, not_after) values ($1, $2) returning id', [
    userId,
    notAfter.toISOString(),
  ]);
  return rows[0]!.id;
}

const sessionOf = (claims: Claims) => (typeof claims.session_id === 'string' ? claims.session_id : null);

/** Whether the token's session is still open (a token without one has nothing to end). */
export async function sessionIsOpen(db: Database, claims: Claims): Promise<boolean> {
  const session = sessionOf(claims);
  if (session === null) return true;
  if (!/^[0-9a-f-]{36}$/i.test(session)) return false;
  const { rows } = await db.query('select 1 from auth.sessions where id = $1 and not_after > now()', [session]);
  return rows.length > 0;
}

/** Supabase's sign-out scopes: every session of the user (global, supabase-js's default), this one, or the others. */
export type SignOutScope = 'global' | 'local' | 'others';

export async function endSessions(db: Database, claims: Claims, scope: SignOutScope): Promise<void> {
  const session = sessionOf(claims);
  if (scope === 'local') {
    if (session) await db.query('delete from auth.sessions where id = $1', [session]);
    return;
  }
  await db.query('delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)', [
    claims.sub,
    scope === 'others' ? session : null,
  ]);
}
