// Supabase Edge Function entry (Deno), deployed with verify_jwt = true: the back office calls it with an admin's
// session, pg_cron with the service role key; the handler reads the caller's role (any other token: 403).
import { createRoleOf } from '../_shared/callerRole.ts';
import { createMailer } from '../_shared/leadEmail.ts';
import { env, required } from '../_shared/platform.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { createEventNoticesHandler } from './handler.ts';
import { postgrestNoticeStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const supabaseUrl = required('SUPABASE_URL');
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');
const siteOrigin = required('SITE_ORIGIN');

Deno.serve(
  createEventNoticesHandler({
    store: postgrestNoticeStore({ supabaseUrl, serviceRoleKey }),
    send: createRegistrationMailer({
      mailer: createMailer({ apiKey: env('MAIL_API_KEY') }),
      from: env('MAIL_FROM'),
      siteOrigin,
      linkSecret: env('EVENT_LINK_SECRET'),
    }),
    serviceRoleKey,
    roleOf: createRoleOf({ supabaseUrl, anonKey: required('SUPABASE_ANON_KEY') }),
    allowedOrigins: [siteOrigin],
  }),
);
