// Posted to by pages and browsers without a token (beacons, reports): only the site's own pages count.
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { createPageEventsHandler } from './handler.ts';
import { postgrestPageEventsStore } from './store.ts';

export default defineFunction({
  verifyJwt: false,
  create: (platform) =>
    createPageEventsHandler({
      store: postgrestPageEventsStore(platform),
      siteOrigins: callerOrigins(platform),
      log: platform.log,
    }),
});
