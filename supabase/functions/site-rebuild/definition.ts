// Called by the back office with a staff member's session after a publish, and by pg_cron every ten minutes with the
// service role key (a content version published for later, an article scheduled): only callers with the project's tokens reach it.
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { createSiteRebuildHandler } from './handler.ts';
import { postgrestRebuildStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  schedule: '*/10 * * * *',
  create: (platform) =>
    createSiteRebuildHandler({
      store: postgrestRebuildStore(platform),
      serviceRoleKey: platform.serviceRoleKey,
      hook: platform.rebuild.hook,
      debounceSeconds: platform.rebuild.debounceSeconds,
      allowedOrigins: callerOrigins(platform),
      background: platform.background,
      log: platform.log,
    }),
});
