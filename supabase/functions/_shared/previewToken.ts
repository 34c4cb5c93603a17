/**
 * A shared preview link's token (docs/decisions/036-content-as-data.md): a JWT (HS256, signed by jose as every token of
 * the project is) whose subject is one content document's key and whose audience is this one use, expiring a week after
 * staff made it. Its key is derived from the service role key, which only the server holds, under a name of its own, so
 * no other token of the project (a registrant's cancel link) reads as one, nor one as another. It names a document,
 * never a person; whoever holds it sees that document's draft as it is when they open it, until it expires.
 *
 * Reached by the Edge Functions under Deno and by Vitest: imports name their files in full.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const audience = 'content-preview';
/** How long a shared link shows the draft: long enough for a colleague's review, short enough to be forgotten safely. */
export const previewLinkDays = 7;
/** Far longer than any token signed here (about 200 characters): a longer one is not read at all. */
export const longestPreviewToken = 1000;

const key = (serviceRoleKey: string) => new TextEncoder().encode(`content-preview-links:${serviceRoleKey}`);

/** The token for one document, and when it stops working. */
export async function signPreviewToken(documentKey: string, serviceRoleKey: string, now = Date.now()) {
  const expiresAt = new Date(now + previewLinkDays * 86_400_000);
  const token = await new SignJWT()
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(documentKey)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(serviceRoleKey));
  return { token, expiresAt: expiresAt.toISOString() };
}

export type PreviewTokenReading = { key: string; expiresAt: string } | 'expired' | 'invalid';

/** The document a token names and until when, when this server signed it for this use and it has not expired. */
export async function readPreviewToken(token: string, serviceRoleKey: string, now = Date.now()): Promise<PreviewTokenReading> {
  if (token.length > longestPreviewToken) return 'invalid';
  try {
    const { payload } = await jwtVerify(token, key(serviceRoleKey), {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    return { key: payload.sub!, expiresAt: new Date(payload.exp! * 1000).toISOString() };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
