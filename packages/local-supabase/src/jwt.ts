import { createHmac, timingSafeEqual } from 'node:crypto';

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export type Claims = { role: string; sub?: string; email?: string; exp?: number; aud?: string; iss?: string };

/** HS256, as Supabase Auth signs its tokens. */
export function signJwt(claims: Claims, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The claims of a valid, unexpired HS256 token with a numeric expiry; null for anything else. */
export function verifyJwt(token: string, secret: string, now = Date.now()): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
    if (typeof claims.role !== 'string') return null;
    // A token that never expires, or whose expiry is not a number, is no token at all.
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
