// Called by the back office with a staff member's session after a publish: only signed-in callers reach it.
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { createSiteRebuildHandler } from './handler.ts';
import { postgrestRebuildStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  create: (platform) =>
    createSiteRebuildHandler({
      store: postgrestRebuildStore(platform),
      hook: platform.rebuild.hook,
      debounceSeconds: platform.rebuild.debounceSeconds,
      allowedOrigins: callerOrigins(platform),
      background: platform.background,
      log: platform.log,
    }),
});
