import { mockDatabase } from './store';
import { mockServiceRoleKey } from './supabaseUrl';
import type { Caller } from './tableRules';

/** The bearer token's owner when the mocked sign-in issued it; the service role's key; anyone else (the anon key) is anon. */
export function callerFrom(request: Request): Caller {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (token === mockServiceRoleKey) return { role: 'service_role', userId: null, isAdmin: false };
  const userId = mockDatabase.sessions.get(token) ?? null;
  if (!userId) return { role: 'anon', userId: null, isAdmin: false };
  const isAdmin = mockDatabase.tables.user_roles.some((row) => row.user_id === userId && row.role === 'admin');
  return { role: 'authenticated', userId, isAdmin };
}
