/**
 * A storage object name from the percent-encoded rest of a storage URL, in Unicode NFC; null when it is
 * not a plain relative name: bad encoding, an empty, `.` or `..` segment, a backslash or a control
 * character. So `./orig.png` cannot name `orig.png`'s file under a second row.
 */
export function objectPath(encoded: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(encoded).normalize('NFC');
  } catch {
    return null;
  }
  if (!path || path.length > 1024 || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..') ? path : null;
}
