/**
 * What the form-post functions (lead-intake, sample-download) share: a plain HTML form's body read
 * with a size limit and checked for shape, and Greek HTML answers. Every malformed body is a 4xx.
 */
import { formPage } from './formPage.ts';

/** Far above a few short fields, far below anything that costs the server. */
export const maxBodyBytes = 8 * 1024;
const maxFields = 20;

export const html = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A short Greek page: what went wrong or what to fix, and the way back. */
export const problemPage = (status: number, title: string, lines: readonly string[], backHref: string, backLabel = 'Επιστροφή στη φόρμα') =>
  html(status, formPage({ title, lines, backHref, backLabel }));

async function readLimited(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > maxBodyBytes) return null;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** The form's fields, or the 4xx that answers a body that is not a small, plain, unambiguous form. */
export async function readFormPost(request: Request, backHref: string): Promise<URLSearchParams | Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const refuse = (status: number, text: string) => problemPage(status, 'Η φόρμα δεν μπορεί να σταλεί', [text], backHref);
  if (type !== 'application/x-www-form-urlencoded') return refuse(415, 'Η φόρμα πρέπει να σταλεί από τη σελίδα της.');
  const text = await readLimited(request);
  if (text === null) return refuse(413, 'Τα στοιχεία της φόρμας είναι πολύ μεγάλα.');
  const params = new URLSearchParams(text);
  const keys = [...params.keys()];
  if (keys.length > maxFields || new Set(keys).size !== keys.length) return refuse(400, 'Η φόρμα περιέχει μη αναμενόμενα πεδία.');
  return params;
}
