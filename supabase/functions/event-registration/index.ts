// Supabase Edge Function entry (Deno), deployed with verify_jwt = false: the cancel page posts here as a plain form.
import { createMailer } from '../_shared/leadEmail.ts';
import { background, env, required } from '../_shared/platform.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { createEventRegistrationHandler } from './handler.ts';
import { postgrestCancelStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const siteOrigin = required('SITE_ORIGIN');
const linkSecret = env('EVENT_LINK_SECRET');

Deno.serve(
  createEventRegistrationHandler({
    store: postgrestCancelStore({ supabaseUrl: required('SUPABASE_URL'), serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }),
    send: createRegistrationMailer({
      mailer: createMailer({ apiKey: env('MAIL_API_KEY') }),
      from: env('MAIL_FROM'),
      siteOrigin,
      linkSecret,
    }),
    linkSecret,
    siteOrigin,
    background,
  }),
);
