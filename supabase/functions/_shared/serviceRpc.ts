/** Where a function reaches the database with the service role key (server side only; never the browser's key). */
export type ServiceRpcConfig = { supabaseUrl: string; serviceRoleKey: string; fetch?: typeof fetch };

type Unavailable = new (message: string) => Error;

/**
 * A call to one of the database's functions (`/rest/v1/rpc/<name>`) as the service role: PostgREST's status and body
 * as text, or `Unavailable` thrown when it cannot be reached. For a caller that tells its refusals apart (the intake).
 */
export function serviceRpcAnswer(
  { supabaseUrl, serviceRoleKey, fetch: send = (...args) => fetch(...args) }: ServiceRpcConfig,
  Unavailable: Unavailable,
) {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  return async function answer(name: string, args: Record<string, unknown>): Promise<{ status: number; ok: boolean; text: string }> {
    let response: Response;
    try {
      response = await send(`${base}/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        body: JSON.stringify(args),
      });
    } catch (error) {
      throw new Unavailable(`PostgREST unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { status: response.status, ok: response.ok, text: await response.text().catch(() => '') };
  };
}

/**
 * The same call for a function that needs only its answer: the JSON (null for an empty body), or `Unavailable` thrown
 * for any status other than 2xx, so the function answers its caller with its own status and never the database's words.
 */
export function serviceRpc(config: ServiceRpcConfig, Unavailable: Unavailable) {
  const answer = serviceRpcAnswer(config, Unavailable);
  return async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
    const { status, ok, text } = await answer(name, args);
    if (!ok) throw new Unavailable(`PostgREST answered ${status}`);
    return text ? JSON.parse(text) : null;
  };
}
