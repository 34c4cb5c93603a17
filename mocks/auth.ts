import { http, HttpResponse } from 'msw';
import { mockDatabase, type MockUser } from './store';
import { mockSupabaseUrl } from './supabaseUrl';

const tokenLifetimeSeconds = 3600;

const authError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, error_code: code, msg: message, error: code, error_description: message }, { status });

const userJson = (user: MockUser) => ({
  id: user.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: user.email,
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  created_at: new Date(user.created_at).toISOString(),
});

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT-shaped token (supabase-js reads its claims); the mock recognises it by the session it keeps. */
function issueToken(user: MockUser, expiresAt: number) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, iss: 'mock-supabase' }),
  );
  const token = `${header}.${payload}.${base64url(crypto.randomUUID())}`;
  mockDatabase.sessions.set(token, user.id);
  return token;
}

const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';

// A browser talking to MSW has no address of its own: every caller is one client.
const mockClient = 'msw';

/** Password sign-in, as the local backend answers it, throttled the same way. */
export const signInHandler = http.post(`${mockSupabaseUrl}/auth/v1/token`, async ({ request }) => {
  const grant = new URL(request.url).searchParams.get('grant_type');
  if (grant !== 'password')
    return authError(400, 'unsupported_grant_type', `The local backend supports grant_type=password only (got ${grant})`);
  const { email, password } = ((await request.json().catch(() => null)) ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string')
    return authError(400, 'validation_failed', 'Email and password are required');
  const emailKey = email.trim().toLowerCase();
  const throttle = mockDatabase.signInThrottle;
  const wait = throttle.retryAfterSeconds(emailKey, mockClient);
  if (wait > 0) {
    return HttpResponse.json(
      {
        code: 'over_request_rate_limit',
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
        error: 'over_request_rate_limit',
        error_description: 'Request rate limit reached',
      },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  throttle.begin(emailKey, mockClient);
  const user = mockDatabase.users.find((candidate) => candidate.email === emailKey && candidate.password === password);
  if (!user) return authError(400, 'invalid_credentials', 'Invalid login credentials');
  throttle.succeeded(emailKey, mockClient);
  const expiresAt = Math.floor(Date.now() / 1000) + tokenLifetimeSeconds;
  return HttpResponse.json({
    access_token: issueToken(user, expiresAt),
    token_type: 'bearer',
    expires_in: tokenLifetimeSeconds,
    expires_at: expiresAt,
    refresh_token: crypto.randomUUID().replace(/-/g, ''),
    user: userJson(user),
  });
});

export const currentUserHandler = http.get(`${mockSupabaseUrl}/auth/v1/user`, ({ request }) => {
  const userId = mockDatabase.sessions.get(bearer(request));
  if (!userId) return authError(401, 'bad_jwt', 'Invalid or missing user token');
  const user = mockDatabase.users.find((candidate) => candidate.id === userId);
  return user ? HttpResponse.json(userJson(user)) : authError(404, 'user_not_found', 'User not found');
});

/** Sign-out answers 204 like the local backend; the token stays valid until it expires, as a JWT does. */
export const signOutHandler = http.post(`${mockSupabaseUrl}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 }));

/** Override for admin stories: Supabase Auth is unreachable. */
export const authServerError = http.post(`${mockSupabaseUrl}/auth/v1/token`, () =>
  authError(503, 'unexpected_failure', 'Service unavailable'),
);

export const authHandlers = [signInHandler, currentUserHandler, signOutHandler];
