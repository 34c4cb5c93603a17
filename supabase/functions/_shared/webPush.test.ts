import { describe, expect, it } from 'vitest';
import { base64url, decryptPush, encryptPush, fromBase64url, generatePushKeyPair, pushRequest, vapidAuthorization } from './webPush';

/** A device as a browser makes one: an ECDH P-256 pair and a 16-byte secret. */
async function testDevice() {
  const pair = await generatePushKeyPair();
  return { p256dh: pair.publicKey, privateKey: pair.privateKey, auth: base64url(crypto.getRandomValues(new Uint8Array(16))) };
}

describe('Web Push encryption (RFC 8291)', () => {
  it('reads the RFC’s own example message with the RFC’s device keys', async () => {
    const body = fromBase64url(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
    const text = await decryptPush(body, {
      privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
      p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    });
    expect(text).toBe('When I grow up, I want to be a watermelon');
  });

  it('seals a Greek payload that only the device it was made for opens, differently each time', async () => {
    const device = await testDevice();
    const payload = JSON.stringify({ title: 'Νέα αίτηση', body: 'Φόρμα «Μαθητές»' });
    const first = await encryptPush(payload, device);
    const second = await encryptPush(payload, device);
    expect(await decryptPush(first, device)).toBe(payload);
    expect(base64url(first)).not.toBe(base64url(second));
    // The header: a 16-byte salt, the record size 4096, then a 65-byte key.
    expect(new DataView(first.buffer).getUint32(16)).toBe(4096);
    expect(first[20]).toBe(65);
    const stranger = await testDevice();
    await expect(decryptPush(first, { ...stranger, auth: device.auth })).rejects.toThrow();
  });

  it('refuses keys that are not a subscription’s', async () => {
    await expect(encryptPush('x', { p256dh: 'AAAA', auth: 'AAAA' })).rejects.toThrow(/P-256/);
  });
});

describe('VAPID (RFC 8292)', () => {
  it('signs a JWT for the push service’s origin with the server’s key, which the public key verifies', async () => {
    const keys = await generatePushKeyPair();
    const vapid = { ...keys, subject: 'mailto:leads@example.gr' };
    const header = await vapidAuthorization('https://push.example.net/send/abc?x=1', vapid, Date.parse('2026-11-27T10:00:00Z'));
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
    expect(key).toBe(keys.publicKey);
    const [head, claims, signature] = token!.split('.');
    expect(JSON.parse(new TextDecoder().decode(fromBase64url(claims!)))).toEqual({
      aud: 'https://push.example.net',
      exp: Date.parse('2026-11-27T22:00:00Z') / 1000,
      sub: 'mailto:leads@example.gr',
    });
    const publicKey = await crypto.subtle.importKey('raw', fromBase64url(keys.publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      fromBase64url(signature!),
      new TextEncoder().encode(`${head}.${claims}`),
    );
    expect(valid).toBe(true);
  });

  it('makes the whole request: urgent, kept a day, aes128gcm', async () => {
    const device = await testDevice();
    const vapid = { ...(await generatePushKeyPair()), subject: 'mailto:leads@example.gr' };
    const request = await pushRequest({ endpoint: 'https://push.example.net/send/abc', ...device }, '{"title":"Δοκιμή"}', vapid);
    expect(request.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: '86400', Urgency: 'high' });
    expect(await decryptPush(request.body, device)).toBe('{"title":"Δοκιμή"}');
  });
});
