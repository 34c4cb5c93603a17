// Called by pg_cron with the service role key at 06:00 and 07:00 UTC, as the morning digest (each reminder is sent
// once, from 09:00 Greek time, the day before its event).
import { defineFunction } from '../_shared/defineFunction.ts';
import { createEventRemindersHandler } from './handler.ts';
import { postgrestReminderStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  schedule: '0 6,7 * * *',
  create: (platform) =>
    createEventRemindersHandler({
      store: postgrestReminderStore(platform),
      mailer: platform.mailer,
      from: platform.visitorFrom,
      linkSecret: platform.linkSecret,
      siteOrigin: platform.siteOrigin,
      serviceRoleKey: platform.serviceRoleKey,
      now: platform.now,
      log: platform.mailLog,
    }),
});
