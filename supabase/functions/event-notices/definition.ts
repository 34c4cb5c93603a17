// Called by the back office with an admin's session and by pg_cron every ten minutes with the service role key; the
// handler reads the caller's role (any other token: 403).
import { createRoleOf } from '../_shared/callerRole.ts';
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { createEventNoticesHandler } from './handler.ts';
import { postgrestNoticeStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  schedule: '*/10 * * * *',
  create: (platform) =>
    createEventNoticesHandler({
      store: postgrestNoticeStore(platform),
      send: createRegistrationMailer({
        mailer: platform.mailer,
        from: platform.visitorFrom,
        siteOrigin: platform.siteOrigin,
        linkSecret: platform.linkSecret,
      }),
      serviceRoleKey: platform.serviceRoleKey,
      roleOf: createRoleOf(platform),
      allowedOrigins: callerOrigins(platform),
      now: platform.now,
      log: platform.mailLog,
    }),
});
