// Called by pg_cron with the service role key, which the platform verifies and the handler compares with its own: at
// 06:00 and 07:00 UTC, 09:00 in Athens in summer and in winter (it sends only from 09:00 Greek time, once a day).
import { defineFunction } from '../_shared/defineFunction.ts';
import { createMorningDigestHandler } from './handler.ts';
import { postgrestDigestStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  schedule: '0 6,7 * * *',
  create: (platform) =>
    createMorningDigestHandler({
      store: postgrestDigestStore(platform),
      mailer: platform.mailer,
      settings: platform.mail,
      siteOrigin: platform.siteOrigin,
      serviceRoleKey: platform.serviceRoleKey,
      now: platform.now,
      log: platform.mailLog,
    }),
});
