/** Bytes as text and back, without Node's Buffer: the backend also runs in the browser. */

export function base64Encode(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `length` random bytes as hex. */
export const randomHex = (length: number) => hex(crypto.getRandomValues(new Uint8Array(length)));

/** The SHA-256 of UTF-8 text, as hex. */
export const sha256Hex = async (text: string) => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
