// Supabase Edge Function entry (Deno), deployed with verify_jwt = true: only callers with the project's tokens reach it.
import { createPusher, postgrestPushStores, vapidFrom } from '../_shared/leadPush.ts';
import { createRoleOf } from '../_shared/callerRole.ts';
import { env, required } from '../_shared/platform.ts';
import { createPushDevicesHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const connection = { supabaseUrl: required('SUPABASE_URL'), anonKey: required('SUPABASE_ANON_KEY') };
const vapid = vapidFrom(env);

Deno.serve(
  createPushDevicesHandler({
    publicKey: vapid?.publicKey,
    pusher: createPusher({ vapid }),
    stores: postgrestPushStores({ ...connection, serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }),
    roleOf: createRoleOf(connection),
    allowedOrigins: [new URL(required('SITE_ORIGIN')).origin],
  }),
);
