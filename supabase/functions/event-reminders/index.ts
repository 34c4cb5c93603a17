// Supabase Edge Function entry (Deno), deployed with verify_jwt = true: pg_cron's call carries the service
// role key, which the platform verifies and the handler compares with its own (any other valid token: 401).
import { env, required } from '../_shared/platform.ts';
import { createMailer } from '../_shared/leadEmail.ts';
import { createEventRemindersHandler } from './handler.ts';
import { postgrestReminderStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');

Deno.serve(
  createEventRemindersHandler({
    store: postgrestReminderStore({ supabaseUrl: required('SUPABASE_URL'), serviceRoleKey }),
    mailer: createMailer({ apiKey: env('MAIL_API_KEY') }),
    from: env('MAIL_FROM'),
    linkSecret: env('EVENT_LINK_SECRET'),
    siteOrigin: required('SITE_ORIGIN'),
    serviceRoleKey,
  }),
);
