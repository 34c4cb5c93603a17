// Called by the back office (an admin's session, its role checked here) and by the preview page of whoever holds a
// shared link (with the anon key; the link's signed token is the proof): the platform checks either token first.
import { createRoleOf } from '../_shared/callerRole.ts';
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { serviceRpc } from '../_shared/serviceRpc.ts';
import { createContentPreviewHandler, type PreviewDraftRow } from './handler.ts';

class PreviewUnavailable extends Error {}

export default defineFunction({
  verifyJwt: true,
  create: (platform) => {
    const call = serviceRpc(platform, PreviewUnavailable);
    return createContentPreviewHandler({
      serviceRoleKey: platform.serviceRoleKey,
      roleOf: createRoleOf(platform),
      readDraft: async (key) => ((await call('content_preview_draft', { p_key: key })) as PreviewDraftRow[] | null)?.[0] ?? null,
      allowedOrigins: callerOrigins(platform),
      now: platform.now,
      log: platform.log,
    });
  },
});
