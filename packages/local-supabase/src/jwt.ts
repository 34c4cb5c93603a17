import { jwtVerify, SignJWT } from 'jose';

export type Claims = { role: string; sub?: string; email?: string; exp?: number; aud?: string; iss?: string; session_id?: string };

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** HS256, as Supabase Auth signs its tokens (jose, which signs every token of the project). */
export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** 2099-12-31: anon keys outlive any session, as the Supabase CLI's do. */
const apiKeyExpiry = 4_102_358_400;

/** The API keys a backend signs with its secret: the anon key, and the service role key (its scheduled calls' and tests'). */
export async function signApiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  return {
    anonKey: await signJwt({ role: 'anon', iss: 'local-supabase', exp: apiKeyExpiry }, secret),
    serviceRoleKey: await signJwt({ role: 'service_role', iss: 'local-supabase', exp: apiKeyExpiry }, secret),
  };
}

/** The claims of a valid, unexpired HS256 token with a numeric expiry; null for anything else (never a throw). */
export async function verifyJwt(token: string, secret: string, now = Date.now()): Promise<Claims | null> {
  try {
    // A token that never expires is no token at all: `exp` is required, and only HS256 is accepted (no `none`, no RS256
    // with the secret as its public key).
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    return typeof payload.role === 'string' ? (payload as Claims) : null;
  } catch {
    return null;
  }
}
