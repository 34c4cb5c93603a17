/** What supabase-js's functions.invoke sends besides the body's type. */
export const invokeHeaders = 'authorization, apikey, content-type, x-client-info';

/**
 * CORS for a function the site's pages call from the browser: the site's own origins may read its answers (and
 * send `allowHeaders`); any other origin gets no CORS header at all, so its browser refuses the answer.
 */
export function corsHeaders(
  request: Request,
  allowedOrigins: readonly string[],
  { allowHeaders = invokeHeaders, maxAgeSeconds }: { allowHeaders?: string; maxAgeSeconds?: number } = {},
): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': allowHeaders,
    ...(maxAgeSeconds ? { 'Access-Control-Max-Age': String(maxAgeSeconds) } : {}),
    Vary: 'Origin',
  };
}
