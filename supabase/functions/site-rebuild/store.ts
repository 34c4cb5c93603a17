/**
 * What site-rebuild asks the database, through PostgREST: whether the caller is an admin (their own
 * user_roles rows, read with their own token under row level security), and, with the service role,
 * request_site_rebuild and claim_site_rebuild (the site_rebuild migration), which debounce a burst of
 * changes across function instances into one build, and content_due_for_rebuild (a content version published for a
 * time that has come since the last build, or a scheduled article it publishes as it answers).
 */
export type { CallerRole } from '../_shared/callerRole.ts';
import { createRoleOf, type CallerRole } from '../_shared/callerRole.ts';

export type RebuildStore = {
  roleOf(bearer: string): Promise<CallerRole>;
  /** Notes a change; the request's time, which only the newest request can claim. */
  request(): Promise<string>;
  /** True once, for the newest request, when nothing newer came in meanwhile. */
  claim(requested: string): Promise<boolean>;
  /** Whether a content version published for later has gone live since the last build was sent. */
  contentDue(): Promise<boolean>;
};

/** The database could not answer: the admin may try again. */
export class RebuildUnavailable extends Error {}

type Config = { supabaseUrl: string; anonKey: string; serviceRoleKey: string; fetch?: typeof fetch };

export function postgrestRebuildStore({
  supabaseUrl,
  anonKey,
  serviceRoleKey,
  fetch: send = (...args) => fetch(...args),
}: Config): RebuildStore {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const roleOf = createRoleOf({ supabaseUrl, anonKey, fetch: send });

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await send(`${base}/${path}`, init);
    } catch (error) {
      throw new RebuildUnavailable(`PostgREST unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  const asService = (name: string, args: Record<string, unknown>) =>
    call(`rpc/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      body: JSON.stringify(args),
    }).then(({ status, body }) => {
      if (status !== 200) throw new RebuildUnavailable(`${name} answered ${status}`);
      return body;
    });

  return {
    async roleOf(bearer) {
      try {
        return await roleOf(bearer);
      } catch (error) {
        throw new RebuildUnavailable(error instanceof Error ? error.message : String(error));
      }
    },
    async request() {
      const body = await asService('request_site_rebuild', {});
      if (typeof body !== 'string') throw new RebuildUnavailable('request_site_rebuild answered without a time');
      return body;
    },
    async claim(requested) {
      return (await asService('claim_site_rebuild', { requested })) === true;
    },
    async contentDue() {
      return (await asService('content_due_for_rebuild', {})) === true;
    },
  };
}
