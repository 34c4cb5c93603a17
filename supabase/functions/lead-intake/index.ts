// Supabase Edge Function entry (Deno), deployed with verify_jwt = false: a plain HTML form posts here.
import { intakeLimitsFrom } from '../_shared/settings.ts';
import { postgrestIntakeStore } from '../_shared/intakeStore.ts';
import { createLeadConversion } from '../_shared/leadConversion.ts';
import { createConfirmation } from '../_shared/confirmationEmail.ts';
import { createRegistrationConfirmation } from '../_shared/registrationEmail.ts';
import { createLeadNotifier, createMailer, mailSettingsFrom } from '../_shared/leadEmail.ts';
import { createLeadPush, createPusher, postgrestPushStores, vapidFrom } from '../_shared/leadPush.ts';
import { background, env, required } from '../_shared/platform.ts';
import { createLeadIntakeHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const siteOrigin = required('SITE_ORIGIN');
const mailer = createMailer({ apiKey: env('MAIL_API_KEY') });

Deno.serve(
  createLeadIntakeHandler({
    store: postgrestIntakeStore({
      supabaseUrl: required('SUPABASE_URL'),
      serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
      limits: intakeLimitsFrom(env),
    }),
    siteOrigin,
    conversion: createLeadConversion({ pixelId: env('META_PIXEL_ID'), accessToken: env('META_ACCESS_TOKEN') }),
    notify: createLeadNotifier({ mailer, siteOrigin, settings: mailSettingsFrom(env) }),
    confirm: createConfirmation({ mailer, from: env('MAIL_FROM') }),
    confirmRegistration: createRegistrationConfirmation({
      mailer,
      from: env('MAIL_FROM'),
      siteOrigin,
      linkSecret: env('EVENT_LINK_SECRET'),
    }),
    push: createLeadPush({
      pusher: createPusher({ vapid: vapidFrom(env) }),
      stores: postgrestPushStores({
        supabaseUrl: required('SUPABASE_URL'),
        anonKey: required('SUPABASE_ANON_KEY'),
        serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
      }),
    }),
    background,
  }),
);
