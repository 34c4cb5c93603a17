import { describe, expect, it } from 'vitest';
import { readCancelToken, signCancelToken } from './cancelToken';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const registration = '3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01';

describe('the cancel link’s token', () => {
  it('names its registration, and only under the secret that signed it', async () => {
    const token = await signCancelToken(registration, secret);
    expect(token).toMatch(/^3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01\.[A-Za-z0-9_-]{43}$/);
    expect(await readCancelToken(token, secret)).toBe(registration);
    expect(await readCancelToken(token, `${secret}-rotated`)).toBeNull();
  });

  it('cannot be made for another registration: the signature is the id’s own', async () => {
    const token = await signCancelToken(registration, secret);
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(await readCancelToken(`${other}.${token.split('.')[1]}`, secret)).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await readCancelToken(flipped, secret)).toBeNull();
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
