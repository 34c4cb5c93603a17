import { clientAddressHeader } from '../../../supabase/functions/_shared/clientAddress';
import { verifyJwt, type Claims } from './jwt';
import type { RequestContext } from './types';

/** The token in an `Authorization: Bearer …` header. */
export const bearerOf = (headers: Headers) => headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;

/**
 * The headers PostgREST and the functions see, with X-Forwarded-For and CF-Connecting-IP set to the
 * connecting address, as the platform's edge sets them: a client's own values never get through.
 */
export function forwardedHeaders(headers: Headers, address: string): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [name, value] of headers) if (name !== 'authorization' && name !== 'cookie') forwarded[name] = value;
  forwarded['x-forwarded-for'] = address;
  forwarded[clientAddressHeader] = address;
  return forwarded;
}

/**
 * The request's role: a valid JWT's role claim; anything else (the anon key, sb_publishable_…) is anon. A token
 * whose session has ended (signed out) is refused like a forged one.
 */
export async function contextFor(
  bearer: string | null,
  secret: string,
  headers: Record<string, string>,
  sessionOpen: (claims: Claims) => Promise<boolean>,
): Promise<RequestContext | 'bad-token'> {
  if (!bearer || bearer.split('.').length !== 3) return { role: 'anon', claims: { role: 'anon' }, headers };
  const claims = await verifyJwt(bearer, secret);
  if (!claims || !(await sessionOpen(claims))) return 'bad-token';
  const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
  return { role, claims, headers };
}
