/**
 * Who is calling a function that staff call from the back office: an admin, a signed-in user who is not one, or
 * nobody (an expired or missing session). Read with the caller's own token: their user_roles rows under row level
 * security, as the page itself reads them. A database that cannot answer throws.
 */
export type CallerRole = 'admin' | 'not-admin' | 'signed-out';

export function createRoleOf({
  supabaseUrl,
  anonKey,
  fetch: send = (...args) => fetch(...args),
}: {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}) {
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/user_roles?select=role&role=eq.admin`;
  return async function roleOf(bearer: string): Promise<CallerRole> {
    const response = await send(url, { headers: { apikey: anonKey, Authorization: `Bearer ${bearer}` } });
    if (response.status === 401) return 'signed-out';
    // A signed-out caller (the anon key as its token) has no grant on user_roles at all.
    if (response.status === 403) return 'not-admin';
    const body: unknown = await response.json().catch(() => null);
    if (response.status !== 200 || !Array.isArray(body)) throw new Error(`user_roles answered ${response.status}`);
    return body.length ? 'admin' : 'not-admin';
  };
}
