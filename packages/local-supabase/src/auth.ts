import type { Database } from './sql';
import { randomBytes } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt';
import type { Reply } from './types';

const tokenLifetimeSeconds = 3600;

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
    `insert into auth.users (email, encrypted_password) values ($1, crypt($2, gen_salt('bf')))
     on conflict (email) do update set encrypted_password = crypt($2, gen_salt('bf'))
     returning id`,
    [email, password],
  );
  const id = rows[0]!.id;
  if (admin) await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [id]);
  return id;
}

/** /auth/v1: password sign-in, the current user, sign-out. */
export async function handleAuth(db: Database, secret: string, method: string, path: string, url: URL, body: unknown, bearer: string | null): Promise<Reply> {
  if (method === 'POST' && path === '/token') {
    const grant = url.searchParams.get('grant_type');
    if (grant !== 'password') return authError(400, 'unsupported_grant_type', `The local backend supports grant_type=password only (got ${grant})`);
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string') return authError(400, 'validation_failed', 'Email and password are required');
    const { rows } = await db.query<UserRow>(
      `select id, email, created_at from auth.users where email = $1 and encrypted_password = crypt($2, encrypted_password)`,
      [email.trim().toLowerCase(), password],
    );
    const user = rows[0];
    if (!user) return authError(400, 'invalid_credentials', 'Invalid login credentials');
    const expiresAt = Math.floor(Date.now() / 1000) + tokenLifetimeSeconds;
    const accessToken = signJwt({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, iss: 'local-supabase' }, secret);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: tokenLifetimeSeconds,
        expires_at: expiresAt,
        refresh_token: randomBytes(24).toString('hex'),
        user: userJson(user),
      },
    };
  }
  if (method === 'GET' && path === '/user') {
    const claims = bearer ? verifyJwt(bearer, secret) : null;
    if (!claims?.sub) return authError(401, 'bad_jwt', 'Invalid or missing user token');
    const { rows } = await db.query<UserRow>(`select id, email, created_at from auth.users where id = $1`, [claims.sub]);
    return rows[0] ? { status: 200, body: userJson(rows[0]) } : authError(404, 'user_not_found', 'User not found');
  }
  if (method === 'POST' && path === '/logout') return { status: 204 };
  return authError(404, 'not_found', `Not supported by the local backend: ${method} /auth/v1${path}`);
}
