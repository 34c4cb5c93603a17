// Supabase Edge Function entry (Deno), deployed with verify_jwt = false: a plain HTML form posts here.
import { intakeLimitsFrom } from '../_shared/settings.ts';
import { postgrestIntakeStore } from '../_shared/intakeStore.ts';
import { createSampleConfirmation } from '../_shared/confirmationEmail.ts';
import { createMailer } from '../_shared/leadEmail.ts';
import { background, env, required } from '../_shared/platform.ts';
import { createSampleDownloadHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const supabaseUrl = required('SUPABASE_URL');

Deno.serve(
  createSampleDownloadHandler({
    store: postgrestIntakeStore({ supabaseUrl, serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'), limits: intakeLimitsFrom(env) }),
    supabaseUrl,
    siteOrigin: required('SITE_ORIGIN'),
    confirm: createSampleConfirmation({ mailer: createMailer({ apiKey: env('MAIL_API_KEY') }), from: env('MAIL_FROM') }),
    background,
  }),
);
