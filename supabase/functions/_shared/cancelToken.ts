/**
 * The link in a registrant's confirmation that cancels their registration: a JWT (HS256, signed by jose as every token of
 * the project is) whose subject is the registration's id and whose audience is this one use, under a secret only the
 * server holds (EVENT_LINK_SECRET), so nobody can make one for another registration or reuse another token here. It is
 * single-use because the database cancels a registration once (public.cancel_registration answers 'already' after); it
 * names a registration, never a person, and never expires: a registration can be cancelled until its event.
 *
 * Until 2026-11-29 the token was `<id>.<HMAC of the id>`, written by hand. A link in that form now reads as no token (the
 * page's 400 «Ο σύνδεσμος ακύρωσης δεν ισχύει»); none was ever mailed, because the site had not launched.
 *
 * Reached by the Edge Functions under Deno and by Vitest: imports name their files in full.
 */
import { jwtVerify, SignJWT } from 'jose';
import { longestCancelToken } from '../../../packages/data/src/eventLinks.ts';

const audience = 'cancel-registration';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A secret long enough to sign with: at least 32 bytes of text. */
export const isLinkSecret = (secret: string | undefined): secret is string => typeof secret === 'string' && secret.length >= 32;

const key = (secret: string) => new TextEncoder().encode(secret);

/** The token for one registration. */
export async function signCancelToken(registrationId: string, secret: string): Promise<string> {
  if (!uuidPattern.test(registrationId)) throw new Error('a registration id is a lower-case uuid');
  if (!isLinkSecret(secret)) throw new Error('EVENT_LINK_SECRET must be at least 32 characters');
  return new SignJWT().setProtectedHeader({ alg: 'HS256' }).setSubject(registrationId).setAudience(audience).sign(key(secret));
}

/** The registration a token names, when this secret signed it for this use (compared in constant time); null otherwise. */
export async function readCancelToken(token: string, secret: string): Promise<string | null> {
  if (!isLinkSecret(secret) || token.length > longestCancelToken) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience, requiredClaims: ['sub'] });
    return payload.sub && uuidPattern.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
