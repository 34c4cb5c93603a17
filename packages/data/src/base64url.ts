/**
 * The one base64url of the project (RFC 4648 §5, without padding): JWTs, VAPID keys and pushes, signed cancel links.
 * No Node Buffer: the same code runs in Deno (the functions), the browser (the back office, the story backend) and Node.
 */
export function base64url(bytes: Uint8Array | ArrayBuffer): string {
  const all = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < all.length; start += 0x8000) binary += String.fromCharCode(...all.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text (padding optional); null when it is not base64url. */
export function readBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  const bare = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const binary = atob(
    bare
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(bare.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The bytes of base64url text that must be base64url (a key the code itself wrote): throws otherwise. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const bytes = readBase64url(text);
  if (!bytes) throw new Error('not base64url');
  return bytes;
}
