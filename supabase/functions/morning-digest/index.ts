// Supabase Edge Function entry (Deno), deployed with verify_jwt = true: pg_cron's call carries the service
// role key, which the platform verifies and the handler compares with its own (any other valid token: 401).
import { env, required } from '../_shared/platform.ts';
import { createMailer, mailSettingsFrom } from '../_shared/leadEmail.ts';
import { createMorningDigestHandler } from './handler.ts';
import { postgrestDigestStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const settings = mailSettingsFrom(env);
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');

Deno.serve(
  createMorningDigestHandler({
    store: postgrestDigestStore({ supabaseUrl: required('SUPABASE_URL'), serviceRoleKey }),
    mailer: createMailer({ apiKey: settings.apiKey }),
    settings,
    siteOrigin: required('SITE_ORIGIN'),
    serviceRoleKey,
  }),
);
