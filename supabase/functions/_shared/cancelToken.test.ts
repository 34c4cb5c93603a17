import { describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { base64url, readBase64url } from '../../../packages/data/src/base64url';
import { readCancelToken, signCancelToken } from './cancelToken';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const registration = '3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01';

describe('the cancel link’s token', () => {
  it('names its registration, and only under the secret that signed it', async () => {
    const token = await signCancelToken(registration, secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    expect(await readCancelToken(token, secret)).toBe(registration);
    expect(await readCancelToken(token, `${secret}-rotated`)).toBeNull();
  });

  it('cannot be made for another registration: the signature is the id’s own', async () => {
    const token = await signCancelToken(registration, secret);
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const [head, body, signature] = token.split('.') as [string, string, string];
    const otherBody = base64url(
      new TextEncoder().encode(JSON.stringify({ ...JSON.parse(new TextDecoder().decode(readBase64url(body)!)), sub: other })),
    );
    expect(await readCancelToken(`${head}.${otherBody}.${signature}`, secret)).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await readCancelToken(flipped, secret)).toBeNull();
  });

  it('is a JWT verified by jose: its subject the registration, its audience this one use', async () => {
    const { payload, protectedHeader } = await jwtVerify(await signCancelToken(registration, secret), new TextEncoder().encode(secret));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toEqual({ sub: registration, aud: 'cancel-registration' });
    // A token of the same secret for another use (another audience) cancels nothing.
    const elsewhere = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(registration)
      .setAudience('sign-in')
      .sign(new TextEncoder().encode(secret));
    expect(await readCancelToken(elsewhere, secret)).toBeNull();
    // Nor does an unsigned one.
    const unsigned = new UnsecuredJWT({ sub: registration, aud: 'cancel-registration' }).encode();
    expect(await readCancelToken(unsigned, secret)).toBeNull();
  });

  it('reads a link in the old form (`<id>.<HMAC>`, never mailed) as no token', async () => {
    expect(await readCancelToken(`${registration}.${'A'.repeat(43)}`, secret)).toBeNull();
  });

  it('refuses what is not a token, without throwing', async () => {
    for (const token of [
      '',
      'x',
      `${registration}.`,
      `${registration}.abc.def`,
      `${'a'.repeat(200)}`,
      `${registration.toUpperCase()}.${'A'.repeat(43)}`,
    ])
      expect(await readCancelToken(token, secret), token).toBeNull();
  });

  it('is never signed with a short secret', async () => {
    await expect(signCancelToken(registration, 'short')).rejects.toThrow('EVENT_LINK_SECRET');
    expect(await readCancelToken(await signCancelToken(registration, secret), 'short')).toBeNull();
  });
});
