/**
 * The Edge Functions' answers carry the site's security headers too (docs/decisions/022-the-static-host.md),
 * with a policy of their own: the short Greek page a plain form post may get allows its one style block by
 * hash and nothing else; any other answer (JSON, a redirect) allows nothing at all. Neither may be framed.
 */
import { securityHeaders } from '../../../packages/static-host/src/securityHeaders.ts';
import { formPageStyle } from './formPage.ts';

type Handler = (request: Request) => Promise<Response>;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

let pagePolicy: Promise<string> | undefined;
const formPagePolicy = () =>
  (pagePolicy ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(formPageStyle))
    .then(
      (digest) => `default-src 'none'; style-src 'sha256-${base64(digest)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    ));

export const dataPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The names of the headers this adds, for a gateway that passes on only what it knows (the local backend). */
export const securityHeaderNames = ['content-security-policy', ...Object.keys(securityHeaders).map((name) => name.toLowerCase())];

/** The handler with the security headers on every answer it gives. */
export function withSecurityHeaders(handle: Handler): Handler {
  return async (request) => {
    const response = await handle(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const isPage = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
    headers.set('Content-Security-Policy', isPage ? await formPagePolicy() : dataPolicy);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
