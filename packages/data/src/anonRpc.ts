/**
 * A public function of the database called as a visitor: one POST to PostgREST with the anon key and no client
 * library (the public pages stay light). Reached by the Edge Functions under Deno too: imports name their files in full.
 */
export type BackendAddress = { url: string; anonKey: string };

export type ReadOptions = { fetch?: typeof fetch; signal?: AbortSignal };

export const callAnonRpc = (
  backend: BackendAddress,
  name: string,
  args: Record<string, unknown>,
  { fetch: fetcher = fetch, signal }: ReadOptions = {},
): Promise<Response> =>
  fetcher(`${backend.url.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
    signal,
  });
