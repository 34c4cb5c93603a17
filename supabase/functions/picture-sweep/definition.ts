// Called by pg_cron with the service role key once a day at 02:30 UTC (a quiet hour in Athens), as the morning digest.
import { defineFunction } from '../_shared/defineFunction.ts';
import { createPictureSweepHandler } from './handler.ts';
import { platformPictureStore } from './store.ts';

export default defineFunction({
  verifyJwt: true,
  schedule: '30 2 * * *',
  create: (platform) =>
    createPictureSweepHandler({ store: platformPictureStore(platform), serviceRoleKey: platform.serviceRoleKey, log: platform.log }),
});
