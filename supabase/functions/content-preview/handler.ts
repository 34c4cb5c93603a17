/**
 * content-preview: a shared link to a draft's preview (docs/decisions/036-content-as-data.md). Two requests, both POST:
 * - `{ "share": key }`, from the back office with an admin's session: a token for that document, a week long;
 * - `{ "token": token }`, from the preview page of whoever holds the link, signed in or not: the document's draft as it
 *   is now (read as the service role, public.content_preview_draft), with its kind, title and the link's expiry.
 * Everything else is refused with a Greek message and a 4xx; the database's words never reach the caller.
 */
import * as v from 'valibot';
import { previewPages } from '../../../packages/data/src/content/preview.ts';
import type { CallerRole } from '../_shared/callerRole.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { longestPreviewToken, readPreviewToken, signPreviewToken } from '../_shared/previewToken.ts';
import { readJsonBody } from '../_shared/jsonBody.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';

export type PreviewDraftRow = { key: string; kind: string; title: string; draft: Record<string, unknown> };

export type ContentPreviewConfig = {
  serviceRoleKey: string;
  roleOf: (bearer: string) => Promise<CallerRole>;
  readDraft: (key: string) => Promise<PreviewDraftRow | null>;
  /** Pages that may call it: the site's own origin (and the local dev server). */
  allowedOrigins: readonly string[];
  now?: () => number;
  log?: (message: string) => void;
};

export const contentPreviewMessages = {
  badRequest: 'Το αίτημα προεπισκόπησης δεν είναι έγκυρο.',
  signedOut: 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.',
  forbidden: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  invalid: 'Ο σύνδεσμος προεπισκόπησης δεν ισχύει. Ζητήστε νέο από όποιον σας τον έστειλε.',
  expired: 'Ο σύνδεσμος προεπισκόπησης έληξε. Ζητήστε νέο από όποιον σας τον έστειλε.',
  missing: 'Το έγγραφο αυτής της προεπισκόπησης δεν υπάρχει πια.',
  unavailable: 'Η προεπισκόπηση δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.',
} as const;

/** A body is a few hundred bytes; more is not read. */
const largestBody = 4096;

const requestSchema = v.union([
  v.strictObject({
    share: v.pipe(
      v.string(),
      v.check((key) => Object.hasOwn(previewPages, key)),
    ),
  }),
  v.strictObject({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(longestPreviewToken)) }),
]);

export function createContentPreviewHandler(config: ContentPreviewConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  const now = config.now ?? Date.now;

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const headers = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: Record<string, unknown>) =>
      Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
    const refuse = (status: number, reason: keyof typeof contentPreviewMessages) =>
      answer(status, { status: reason, message: contentPreviewMessages[reason] });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS' } });

    const parsed = await readJsonBody(request, requestSchema, largestBody);
    if (!parsed.ok) return refuse(parsed.status, 'badRequest');

    try {
      if ('share' in parsed.value) {
        const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
        const role = bearer ? await config.roleOf(bearer) : 'signed-out';
        if (role === 'signed-out') return refuse(401, 'signedOut');
        if (role === 'not-admin') return refuse(403, 'forbidden');
        return answer(201, await signPreviewToken(parsed.value.share, config.serviceRoleKey, now()));
      }
      const reading = await readPreviewToken(parsed.value.token, config.serviceRoleKey, now());
      if (reading === 'expired') return refuse(410, 'expired');
      if (reading === 'invalid') return refuse(400, 'invalid');
      const row = await config.readDraft(reading.key);
      if (!row) return refuse(404, 'missing');
      return answer(200, { key: row.key, kind: row.kind, title: row.title, data: row.draft, expiresAt: reading.expiresAt });
    } catch (error) {
      log(`content-preview: ${error instanceof Error ? error.message : 'failed'}`);
      return refuse(503, 'unavailable');
    }
  });
}
