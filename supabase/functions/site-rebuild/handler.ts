/**
 * site-rebuild: the admin page calls it after publishing, editing or deleting an article, so the
 * prerendered pages and the sitemap follow. Only a signed-in admin may ask (verify_jwt checks the token
 * on the platform; the role is read here with the caller's own token). The change is noted at once and
 * answered 202; after the debounce, only the newest request claims the build and calls the hook, so a
 * burst of edits is one build. The published pages already read articles live, so nothing waits on it.
 * pg_cron calls it too, every ten minutes with the service role key: it then asks for a build only when a content
 * version published for a later time has gone live since the last one, or a draft article scheduled for a time that
 * has come was published just now by that question (decision 036), and answers 200 otherwise.
 */
import { corsHeaders } from '../_shared/cors.ts';
import type { BuildHook } from './buildHook.ts';
import { RebuildUnavailable, type RebuildStore } from './store.ts';
import { bearerIs } from '../_shared/sameSecret.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';

export type SiteRebuildConfig = {
  store: RebuildStore;
  /** The schedule's caller (pg_cron, with the service role key). */
  serviceRoleKey: string;
  hook: BuildHook;
  debounceSeconds: number;
  /** Pages that may call it: the site's own origin (and the local dev server). */
  allowedOrigins: readonly string[];
  background?: (task: Promise<unknown>) => void;
  sleep?: (milliseconds: number) => Promise<void>;
  log?: (message: string) => void;
};

const messages = {
  signedOut: 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.',
  forbidden: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  unavailable: 'Η ενημέρωση του ιστότοπου δεν ξεκίνησε. Δοκιμάστε ξανά σε λίγο.',
} as const;

export function createSiteRebuildHandler(config: SiteRebuildConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  const background =
    config.background ??
    ((task: Promise<unknown>) => void task.catch((error: unknown) => log(`site-rebuild: background task failed: ${String(error)}`)));
  const sleep = config.sleep ?? ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));

  /** After the quiet time: the newest request builds, every older one steps aside. */
  async function buildWhenQuiet(requested: string) {
    await sleep(config.debounceSeconds * 1000);
    if (!(await config.store.claim(requested))) return;
    await config.hook();
  }

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const headers = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: Record<string, unknown>) =>
      Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS' } });
    // The body is never read: there is nothing in it to trust.
    await request.body?.cancel().catch(() => undefined);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return answer(401, { status: 'signed-out', message: messages.signedOut });
    try {
      if (bearerIs(request, config.serviceRoleKey)) {
        if (!(await config.store.contentDue())) return answer(200, { status: 'nothing-due' });
      } else {
        const role = await config.store.roleOf(bearer);
        if (role === 'signed-out') return answer(401, { status: 'signed-out', message: messages.signedOut });
        if (role === 'not-admin') return answer(403, { status: 'forbidden', message: messages.forbidden });
      }
      const requested = await config.store.request();
      background(buildWhenQuiet(requested));
      return answer(202, { status: 'scheduled', debounceSeconds: config.debounceSeconds });
    } catch (error) {
      log(`site-rebuild: ${error instanceof RebuildUnavailable ? error.message : 'failed'}`);
      return answer(503, { status: 'unavailable', message: messages.unavailable });
    }
  });
}
