import type { Database } from './sql';
import { randomHex, sha256Hex } from './bytes';
import { signJwt, verifyJwt } from './jwt';
import { endSessions, openSession, sessionIsOpen } from './sessions';
import type { Reply } from './types';

/** How long an access token lives: supabase/config.toml's jwt_expiry (a test holds the two together). */
export const tokenLifetimeSeconds = 900;
/** bcrypt's cost factor, as Supabase Auth uses it. */
export const bcryptCost = 10;

type UserRow = { id: string; email: string; created_at: string };

const userJson = (user: UserRow) => ({
  id: user.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: user.email,
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  created_at: new Date(user.created_at).toISOString(),
});

const authError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { code, error_code: code, msg: message, error: code, error_description: message },
});

/** Creates or updates a user whose password pgcrypto hashes with bcrypt; optionally an admin. */
export async function ensureUser(db: Database, email: string, password: string, admin: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password) values ($1, crypt($2, gen_salt('bf', $3)))
     on conflict (email) do update set encrypted_password = crypt($2, gen_salt('bf', $3))
     returning id`,
    [email, password, bcryptCost],
  );
  const id = rows[0]!.id;
  if (admin) await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [id]);
  return id;
}

export type SignInLimits = { perEmailAndClient: number; perClient: number; windowMs: number };

/**
 * Five wrong passwords per e-mail from one client address, thirty per client address, in fifteen
 * minutes; then 429. Per e-mail and address, as Supabase Auth limits per address: a stranger's wrong
 * passwords never lock the real admin out from their own connection.
 */
export const defaultSignInLimits: SignInLimits = { perEmailAndClient: 5, perClient: 30, windowMs: 15 * 60_000 };

/** Control characters (a NUL among them) are never part of an e-mail or a password we store. */
const hasControlCharacters = (value: string) => /[\u0000-\u001f\u007f]/.test(value);

type SignInSettings = { db: Database; secret: string; limits: SignInLimits; dummyHash: string; realm: string };

/** Password sign-in: throttled, then one bcrypt comparison whether or not the e-mail exists. */
async function signIn({ db, secret, limits, dummyHash, realm }: SignInSettings, body: unknown, client: string): Promise<Reply> {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 1000) {
    return authError(400, 'validation_failed', 'Email and password are required');
  }
  if (hasControlCharacters(email) || hasControlCharacters(password))
    return authError(400, 'validation_failed', 'Email and password may not hold control characters');
  const emailKey = email.trim().toLowerCase();
  const { rows: counted } = await db.query<{ wait: number }>('select auth.begin_sign_in($1, $2, $3, $4, $5, $6) as wait', [
    realm,
    emailKey,
    client,
    limits.perEmailAndClient,
    limits.perClient,
    Math.ceil(limits.windowMs / 1000),
  ]);
  const wait = counted[0]!.wait;
  if (wait > 0)
    return { ...authError(429, 'over_request_rate_limit', 'Request rate limit reached'), headers: { 'Retry-After': String(wait) } };
  // One bcrypt comparison whether or not the e-mail exists.
  const { rows: found } = await db.query<UserRow & { ok: boolean }>(
    `select u.id, u.email, u.created_at, coalesce(u.encrypted_password, $3) = crypt($2, coalesce(u.encrypted_password, $3)) as ok
     from (select 1) as one left join auth.users u on u.email = $1`,
    [emailKey, password, dummyHash],
  );
  const user = found[0];
  if (!user?.id || !user.ok) return authError(400, 'invalid_credentials', 'Invalid login credentials');
  await db.query('select auth.sign_in_succeeded($1, $2, $3)', [realm, emailKey, client]);
  const expiresAt = Math.floor(Date.now() / 1000) + tokenLifetimeSeconds;
  const session = await openSession(db, user.id, new Date(expiresAt * 1000));
  const accessToken = await signJwt(
    {
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      exp: expiresAt,
      iss: 'local-supabase',
      session_id: session,
    },
    secret,
  );
  return {
    status: 200,
    body: {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: tokenLifetimeSeconds,
      expires_at: expiresAt,
      refresh_token: randomHex(24),
      user: userJson(user),
    },
  };
}

/**
 * /auth/v1: password sign-in, the current user, sign-out (which ends the token's session: sessions.ts). Sign-in compares against a dummy bcrypt hash
 * when the e-mail is unknown, so known and unknown e-mails take the same time, and failures are
 * throttled per e-mail and client address and per client address, answered 429 with Retry-After; each
 * attempt counts before its password is checked, so parallel attempts cannot slip past the limit. The
 * counts live in the database (supabase/local/sign_in_throttle.sql): a restart lifts no lockout.
 */

export async function createAuth(db: Database, secret: string, limits: SignInLimits = defaultSignInLimits) {
  const { rows } = await db.query<{ hash: string }>(`select crypt($1, gen_salt('bf', $2)) as hash`, [randomHex(16), bcryptCost]);
  // The project's counts, apart from another's that shares the database (a digest, never the secret).
  const settings: SignInSettings = { db, secret, limits, dummyHash: rows[0]!.hash, realm: (await sha256Hex(secret)).slice(0, 16) };

  return async function handleAuth(
    method: string,
    path: string,
    url: URL,
    body: unknown,
    bearer: string | null,
    client: string,
  ): Promise<Reply> {
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant !== 'password') return authError(400, 'unsupported_grant_type', 'The local backend supports grant_type=password only');
      return signIn(settings, body, client);
    }
    if (method === 'GET' && path === '/user') {
      const claims = bearer ? await verifyJwt(bearer, secret) : null;
      if (!claims?.sub) return authError(401, 'bad_jwt', 'Invalid or missing user token');
      if (!(await sessionIsOpen(db, claims)))
        return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      const { rows } = await db.query<UserRow>(`select id, email, created_at from auth.users where id = $1`, [claims.sub]);
      return rows[0] ? { status: 200, body: userJson(rows[0]) } : authError(404, 'user_not_found', 'User not found');
    }
    if (method === 'POST' && path === '/logout') {
      // Every session of the user by default (supabase-js's signOut()), or ?scope=local / others.
      const claims = bearer ? await verifyJwt(bearer, secret) : null;
      if (!claims?.sub) return authError(401, 'bad_jwt', 'Invalid or missing user token');
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') return authError(400, 'validation_failed', 'Unknown scope');
      await endSessions(db, claims, scope);
      return { status: 204 };
    }
    return authError(404, 'not_found', `Not supported by the local backend: ${method} /auth/v1${path}`);
  };
}

export type AuthHandler = Awaited<ReturnType<typeof createAuth>>;
