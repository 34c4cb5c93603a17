// Supabase Edge Function entry (Deno), deployed with verify_jwt = false: the cancel page posts here as a plain form.
import { createMailer } from '../_shared/leadEmail.ts';
import { background, env, required } from '../_shared/platform.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { sendPendingNotices } from '../event-notices/sendPending.ts';
import { postgrestNoticeStore } from '../event-notices/store.ts';
import { createEventRegistrationHandler } from './handler.ts';
import { postgrestCancelStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const siteOrigin = required('SITE_ORIGIN');
const linkSecret = env('EVENT_LINK_SECRET');
const database = { supabaseUrl: required('SUPABASE_URL'), serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') };
const send = createRegistrationMailer({
  mailer: createMailer({ apiKey: env('MAIL_API_KEY') }),
  from: env('MAIL_FROM'),
  siteOrigin,
  linkSecret,
});

Deno.serve(
  createEventRegistrationHandler({
    store: postgrestCancelStore(database),
    sendNotices: () => sendPendingNotices({ store: postgrestNoticeStore(database), send, at: new Date(), log: console.info }),
    linkSecret,
    siteOrigin,
    background,
  }),
);
