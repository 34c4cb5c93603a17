/**
 * Web Push on the Web Crypto every runtime here has (Deno's Edge Runtime, Node, the browser): a payload encrypted for
 * one subscription (RFC 8291, aes128gcm, RFC 8188; checked against the RFC's example and another implementation in
 * webPush.independent.test.ts) and the application server's signature (VAPID, RFC 8292: an ES256 JWT for the push
 * service's origin, signed by jose as every token of the project is). The decryption is here too, so tests read what
 * a device would show and nothing else.
 */

export type PushKeys = { p256dh: string; auth: string };
export type PushSubscriptionRow = PushKeys & { endpoint: string };
/** The application server's key pair: the public key as the browser wants it (65 bytes), the private as JWK's `d`; base64url. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

import { SignJWT } from 'jose';
import { base64url, fromBase64url } from '../../../packages/data/src/base64url.ts';

export { base64url, fromBase64url };

const encoder = new TextEncoder();

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const imported = await crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data as Uint8Array<ArrayBuffer>));
}

/** HKDF with SHA-256 (RFC 5869), one block: every length here is at most 32 bytes. */
async function hkdf(salt: Uint8Array, secret: Uint8Array, info: Uint8Array, length: number) {
  const prk = await hmac(salt, secret);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

const publicJwk = (raw: Uint8Array) => ({ kty: 'EC', crv: 'P-256', x: base64url(raw.slice(1, 33)), y: base64url(raw.slice(33, 65)) });

const importEcdhPublic = (raw: Uint8Array) =>
  crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'ECDH', namedCurve: 'P-256' }, false, []);

async function sharedSecret(privateKey: CryptoKey, publicRaw: Uint8Array) {
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: await importEcdhPublic(publicRaw) }, privateKey, 256));
}

/** The content key and nonce both sides derive (RFC 8291 section 3.4). */
async function contentKeys(secret: Uint8Array, auth: Uint8Array, devicePublic: Uint8Array, serverPublic: Uint8Array, salt: Uint8Array) {
  const keyInfo = concat(encoder.encode('WebPush: info\0'), devicePublic, serverPublic);
  const ikm = await hkdf(auth, secret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  return { key: await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt', 'decrypt']), nonce };
}

const recordSize = 4096;

/** The body a push service carries to one device: salt, record size, our one-time public key, then the sealed record. */
/**
 * What a sealing is made of besides its payload and device, fresh each time (a new key pair and salt), or given by a
 * test that checks the output byte by byte against RFC 8291's example.
 */
export type Sealing = { salt: Uint8Array; sender: { publicKey: string; privateKey: string } };

async function freshSealing(): Promise<{ salt: Uint8Array; privateKey: CryptoKey; publicRaw: Uint8Array }> {
  const ephemeral = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  return { salt: crypto.getRandomValues(new Uint8Array(16)), privateKey: ephemeral.privateKey, publicRaw };
}

async function givenSealing(sealing: Sealing) {
  const publicRaw = fromBase64url(sealing.sender.publicKey);
  const privateKey = await crypto.subtle.importKey(
    'jwk',
    { ...publicJwk(publicRaw), d: sealing.sender.privateKey, ext: true },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return { salt: sealing.salt, privateKey, publicRaw };
}

export async function encryptPush(payload: string, keys: PushKeys, given?: Sealing): Promise<Uint8Array> {
  const devicePublic = fromBase64url(keys.p256dh);
  const auth = fromBase64url(keys.auth);
  if (devicePublic.length !== 65 || auth.length !== 16) throw new Error('The subscription’s keys are not P-256 and 16 bytes');
  const plaintext = concat(encoder.encode(payload), new Uint8Array([2]));
  // One record holds it all: the record size minus the tag (16) and the delimiter (1).
  if (plaintext.length > recordSize - 17) throw new Error('A push payload larger than one record');
  const { salt, privateKey, publicRaw: serverPublic } = given ? await givenSealing(given) : await freshSealing();
  const { key, nonce } = await contentKeys(await sharedSecret(privateKey, devicePublic), auth, devicePublic, serverPublic, salt);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, plaintext));
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, recordSize);
  return concat(salt, size, new Uint8Array([serverPublic.length]), serverPublic, sealed);
}

/** What the device reads from a push body, given its own private key (JWK's `d`) and keys: the payload's text. */
export async function decryptPush(body: Uint8Array, device: PushKeys & { privateKey: string }): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const devicePublic = fromBase64url(device.p256dh);
  const privateKey = await crypto.subtle.importKey(
    'jwk',
    { ...publicJwk(devicePublic), d: device.privateKey, ext: true },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  const secret = await sharedSecret(privateKey, serverPublic);
  const { key, nonce } = await contentKeys(secret, fromBase64url(device.auth), devicePublic, serverPublic, salt);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.slice(21 + idLength)));
  const end = plain.lastIndexOf(2);
  return new TextDecoder().decode(plain.slice(0, end));
}

/** A new ECDSA P-256 pair (the VAPID keys, or a test device's keys), base64url: the raw public key and `d`. */
export async function generatePushKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))), privateKey: jwk.d! };
}

/** `Authorization: vapid t=…, k=…` for one push service (the JWT's audience is the endpoint's origin), valid 12 hours. */
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, now = Date.now()): Promise<string> {
  const publicRaw = fromBase64url(vapid.publicKey);
  const key = await crypto.subtle.importKey(
    'jwk',
    { ...publicJwk(publicRaw), d: vapid.privateKey, ext: true },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const token = await new SignJWT({ sub: vapid.subject })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now / 1000) + 12 * 3600)
    .sign(key);
  return `vapid t=${token}, k=${vapid.publicKey}`;
}

export type PushRequest = { endpoint: string; headers: Record<string, string>; body: Uint8Array };

/** The whole request to a push service for one device: encrypted body, VAPID, and how long and how urgently to keep it. */
export async function pushRequest(
  subscription: PushSubscriptionRow,
  payload: string,
  vapid: VapidKeys,
  ttlSeconds = 86_400,
): Promise<PushRequest> {
  return {
    endpoint: subscription.endpoint,
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, vapid),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(ttlSeconds),
      Urgency: 'high',
    },
    body: await encryptPush(payload, subscription),
  };
}
