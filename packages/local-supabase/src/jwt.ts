import { base64url as base64UrlEncode, readBase64url as base64UrlDecode } from '../../../packages/data/src/base64url';

export type Claims = { role: string; sub?: string; email?: string; exp?: number; aud?: string; iss?: string; session_id?: string };

const encoder = new TextEncoder();

// Web Crypto, which Node, Deno and the browser all have: the backend runs in each of them.
const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** HS256, as Supabase Auth signs its tokens. */
export async function signJwt(claims: Claims, secret: string): Promise<string> {
  const head = base64UrlEncode(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64UrlEncode(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${head}.${body}`));
  return `${head}.${body}.${base64UrlEncode(new Uint8Array(signature))}`;
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

/** The claims of a valid, unexpired HS256 token with a numeric expiry; null for anything else. */
export async function verifyJwt(token: string, secret: string, now = Date.now()): Promise<Claims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const given = base64UrlDecode(signature);
  // Web Crypto compares in constant time.
  if (!given || !(await crypto.subtle.verify('HMAC', await hmacKey(secret), given, encoder.encode(`${head}.${body}`)))) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(base64UrlDecode(head) ?? new Uint8Array())) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(body) ?? new Uint8Array())) as Claims;
    if (typeof claims.role !== 'string') return null;
    // A token that never expires, or whose expiry is not a number, is no token at all.
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
