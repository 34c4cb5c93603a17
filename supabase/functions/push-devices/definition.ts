// Called by the back office with a staff member's session: only callers with the project's tokens reach it.
import { createRoleOf } from '../_shared/callerRole.ts';
import { defineFunction } from '../_shared/defineFunction.ts';
import { callerOrigins } from '../_shared/functionPlatform.ts';
import { postgrestPushStores } from '../_shared/leadPush.ts';
import { createPushDevicesHandler } from './handler.ts';

export default defineFunction({
  verifyJwt: true,
  create: (platform) =>
    createPushDevicesHandler({
      publicKey: platform.pushPublicKey,
      pusher: platform.pusher,
      stores: postgrestPushStores(platform),
      roleOf: createRoleOf(platform),
      allowedOrigins: callerOrigins(platform),
      log: platform.log,
    }),
});
