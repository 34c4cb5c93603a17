/**
 * The link in a registrant's confirmation that cancels their registration: the registration's id and an HMAC-SHA256
 * of it under a secret only the server holds (EVENT_LINK_SECRET), so nobody can make one for another registration.
 * It is single-use because the database cancels a registration once (public.cancel_registration answers 'already'
 * after); it names a registration, never a person. Web Crypto only: the same code under Deno and Node.
 *
 * Reached by the Edge Functions under Deno and by Vitest: imports name their files in full.
 */
import { base64url, readBase64url } from '../../../packages/data/src/base64url.ts';

const purpose = 'cancel-registration:';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** A secret long enough to sign with: at least 32 bytes of text. */
export const isLinkSecret = (secret: string | undefined): secret is string => typeof secret === 'string' && secret.length >= 32;

const key = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** The token for one registration: `<id>.<signature>`. */
export async function signCancelToken(registrationId: string, secret: string): Promise<string> {
  if (!uuidPattern.test(registrationId)) throw new Error('a registration id is a lower-case uuid');
  if (!isLinkSecret(secret)) throw new Error('EVENT_LINK_SECRET must be at least 32 characters');
  const signature = await crypto.subtle.sign('HMAC', await key(secret), new TextEncoder().encode(purpose + registrationId));
  return `${registrationId}.${base64url(signature)}`;
}

/** The registration a token names, when its signature is this secret's (compared in constant time); null otherwise. */
export async function readCancelToken(token: string, secret: string): Promise<string | null> {
  if (!isLinkSecret(secret) || token.length > 100) return null;
  const [registrationId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !uuidPattern.test(registrationId) || !signaturePattern.test(signature)) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key(secret),
    readBase64url(signature) ?? new Uint8Array(0),
    new TextEncoder().encode(purpose + registrationId),
  );
  return valid ? registrationId : null;
}
