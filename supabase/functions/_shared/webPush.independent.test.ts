import { createECDH } from 'node:crypto';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { base64url, encryptPush, fromBase64url, generatePushKeyPair, vapidAuthorization } from './webPush';

/**
 * The project's Web Push, checked by someone else's code (issue 63): its sealing byte for byte against RFC 8291's
 * worked example (Appendix A), opened by `http_ece` (the encryption the `web-push` library uses), and its VAPID JWT
 * verified by `jose`. Its own decryption plays no part here.
 */
const rfc8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  sender: {
    publicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
    privateKey: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  },
  device: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** What http_ece reads a push body with: the device's own ECDH key and its secret. */
function openWithHttpEce(body: Uint8Array, device: { privateKey: string; auth: string }) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(fromBase64url(device.privateKey)));
  return ece
    .decrypt(Buffer.from(body), { version: 'aes128gcm', privateKey: ecdh, authSecret: Buffer.from(fromBase64url(device.auth)) })
    .toString('utf8');
}

describe('Web Push against independent implementations', () => {
  it('seals RFC 8291’s example byte for byte, given its salt and sender keys', async () => {
    const body = await encryptPush(rfc8291.plaintext, rfc8291.device, { salt: fromBase64url(rfc8291.salt), sender: rfc8291.sender });
    expect(base64url(body)).toBe(rfc8291.body);
  });

  it('seals what http_ece opens, a Greek payload with a fresh key and salt', async () => {
    const device = await generatePushKeyPair();
    const keys = { p256dh: device.publicKey, privateKey: device.privateKey, auth: base64url(crypto.getRandomValues(new Uint8Array(16))) };
    const payload = JSON.stringify({ title: 'Νέα αίτηση', body: 'Φόρμα «Μαθητές» · Μαρία Π.' });
    expect(openWithHttpEce(await encryptPush(payload, keys), keys)).toBe(payload);
    // And http_ece reads the RFC's own body as the RFC says.
    expect(openWithHttpEce(fromBase64url(rfc8291.body), rfc8291.device)).toBe(rfc8291.plaintext);
  });

  it('signs a VAPID JWT that jose verifies with the server’s public key (ES256, the push service’s origin, 12 hours)', async () => {
    const keys = await generatePushKeyPair();
    const now = Date.parse('2026-11-29T08:00:00Z');
    const header = await vapidAuthorization(
      'https://fcm.googleapis.com/fcm/send/abc',
      { ...keys, subject: 'mailto:leads@example.gr' },
      now,
    );
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
    expect(key).toBe(keys.publicKey);
    const raw = fromBase64url(keys.publicKey);
    const publicKey = await importJWK(
      { kty: 'EC', crv: 'P-256', x: base64url(raw.slice(1, 33)), y: base64url(raw.slice(33, 65)) },
      'ES256',
    );
    const { payload, protectedHeader } = await jwtVerify(token!, publicKey, {
      audience: 'https://fcm.googleapis.com',
      currentDate: new Date(now),
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(payload).toEqual({ aud: 'https://fcm.googleapis.com', exp: now / 1000 + 12 * 3600, sub: 'mailto:leads@example.gr' });
  });
});
