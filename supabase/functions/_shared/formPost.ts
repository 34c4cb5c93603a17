/**
 * What the form-post functions (lead-intake, sample-download) share: a form's body read with a size
 * limit and checked for shape, and answers in the form the caller asked for: a short Greek HTML page or
 * a redirect for a plain HTML form (before hydration, without JavaScript), JSON for a hydrated page
 * (which asks with `Accept: application/json`). Every malformed body is a 4xx.
 */
import { maxFormBodyBytes, maxFormFields } from '../../../packages/data/src/formBody.ts';
import { formPage } from './formPage.ts';

/** Every field of the largest form filled to its limit in the worst encoding (formBody.ts): about 22 KB. */
export const maxBodyBytes = maxFormBodyBytes;

export type Refusal = { status: number; message: string };

/** Reads at most `limit` bytes, whatever Content-Length says; null when the body is larger. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      // Not awaited: some senders only settle the cancel once the answer is on its way.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

const notUtf8 = 'Η φόρμα περιέχει χαρακτήρες που δεν αναγνωρίζονται. Στείλτε τη ξανά από τη σελίδα της.';

/** A pair's field name as URLSearchParams reads it (a name that is itself no UTF-8 is no field of a form of ours). */
const nameOf = (pair: string) => new URLSearchParams(pair.split('=')[0]).keys().next().value ?? '';

/** Whether one `name=value` pair's escapes decode as UTF-8 (URLSearchParams would put U+FFFD in their place). */
function decodesAsUtf8(pair: string) {
  try {
    decodeURIComponent(pair.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The form's fields, or why a body that is not a small, plain, unambiguous form is refused. A field named in
 * `droppable` describes the visit rather than the visitor's request (attribution, the consent record): a NUL there
 * drops that field alone, so a link someone shared can never stop a visitor's form from being sent.
 */
export async function readFormPost(
  request: Request,
  { droppable = [] }: { droppable?: readonly string[] } = {},
): Promise<URLSearchParams | Refusal> {
  const [type = '', ...parameters] = (request.headers.get('content-type') ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return { status: 415, message: 'Η φόρμα πρέπει να σταλεί από τη σελίδα της.' };
  // A page of the site sends UTF-8 (its forms say so); another charset's bytes would be stored as other letters.
  const charset = parameters
    .find((part) => part.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return { status: 415, message: notUtf8 };
  const bytes = await readLimited(request, maxBodyBytes);
  if (bytes === null) return { status: 413, message: 'Τα στοιχεία της φόρμας είναι πολύ μεγάλα.' };
  // Bytes, raw or escaped (%FF), that are no UTF-8 would be stored as replacement characters: in a field of the visit
  // the field is dropped (as a NUL is, below), in any other the form is refused.
  const pairs = new TextDecoder('utf-8', { fatal: false }).decode(bytes).split('&');
  const readable: string[] = [];
  for (const pair of pairs) {
    if (!pair.includes('\ufffd') && decodesAsUtf8(pair)) readable.push(pair);
    else if (!droppable.includes(nameOf(pair))) return { status: 400, message: notUtf8 };
  }
  const params = new URLSearchParams(readable.join('&'));
  for (const name of droppable) if (params.getAll(name).some((value) => value.includes('\u0000'))) params.delete(name);
  const keys = [...params.keys()];
  const unexpected =
    keys.length > maxFormFields || new Set(keys).size !== keys.length || [...params.values()].some((value) => value.includes('\u0000'));
  if (unexpected) return { status: 400, message: 'Η φόρμα περιέχει μη αναμενόμενα πεδία.' };
  return params;
}

export const isRefusal = (value: URLSearchParams | Refusal): value is Refusal => !(value instanceof URLSearchParams);

/** A hydrated page asks for JSON; a browser posting a plain form asks for HTML. */
export const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').toLowerCase().includes('application/json');

/** CORS for the site's own pages (the hydrated form reads the JSON answer); nothing for any other origin. */
export function corsHeaders(request: Request, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type, accept',
    'Access-Control-Expose-Headers': 'retry-after',
    Vary: 'Origin',
  };
}

export type Answers = ReturnType<typeof answersFor>;

/**
 * The answers one request gets, in the shape it asked for, with the site's CORS headers. `back` is the
 * way back to the form on a Greek HTML page.
 */
export function answersFor(request: Request, { back, allowedOrigins }: { back: string; allowedOrigins: readonly string[] }) {
  const json = wantsJson(request);
  const cors = corsHeaders(request, allowedOrigins);
  const headers = (more: Record<string, string>) => ({ ...cors, 'Cache-Control': 'no-store', ...more });
  const page = (status: number, title: string, lines: readonly string[], extra: Record<string, string> = {}) =>
    new Response(formPage({ title, lines, backHref: back, backLabel: 'Επιστροφή στη φόρμα' }), {
      status,
      headers: headers({ 'Content-Type': 'text/html; charset=utf-8', ...extra }),
    });
  const data = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: headers({ 'Content-Type': 'application/json; charset=utf-8', ...extra }) });
  return {
    json,
    /** Success: 303 to `location` for a plain form, 200 with `body` for a hydrated page. */
    success: (location: string, body: unknown) =>
      json ? data(200, body) : new Response(null, { status: 303, headers: headers({ Location: location }) }),
    /** A refusal with a Greek title and what to do about it. */
    problem: (status: number, title: string, lines: readonly string[], body: unknown, extra: Record<string, string> = {}) =>
      json ? data(status, body, extra) : page(status, title, lines, extra),
    preflight: () => new Response(null, { status: 204, headers: headers({}) }),
  };
}

/** A refusal of the request itself (not of what the visitor typed). */
export const refuse = (answers: Answers, refusal: Refusal) =>
  answers.problem(refusal.status, 'Η φόρμα δεν μπορεί να σταλεί', [refusal.message], { status: 'refused', message: refusal.message });
