import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url, readBase64url } from './base64url';

describe('base64url', () => {
  it('writes RFC 4648’s URL alphabet without padding, and reads it back, padded or not', () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1, 2, 3]);
    expect(base64url(bytes)).toBe('-_-_AAECAw');
    expect(readBase64url('-_-_AAECAw')).toEqual(bytes);
    expect(readBase64url('-_-_AAECAw==')).toEqual(bytes);
    expect(base64url(new Uint8Array(0))).toBe('');
  });

  it('round-trips what is larger than the call stack takes at once', () => {
    const large = crypto.getRandomValues(new Uint8Array(200_000).subarray(0, 65_536)).slice();
    expect(fromBase64url(base64url(large))).toEqual(large);
  });

  it('refuses what is not base64url', () => {
    for (const bad of ['a+b/', 'abc$', 'a', 'abcde']) expect(readBase64url(bad), bad).toBeNull();
    expect(() => fromBase64url('a+b/')).toThrow(/not base64url/);
  });
});
