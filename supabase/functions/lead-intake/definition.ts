// Posted to by a plain HTML form and by the form's code, without a token: the only writer of leads.
import { createConfirmation } from '../_shared/confirmationEmail.ts';
import { defineFunction } from '../_shared/defineFunction.ts';
import { postgrestIntakeStore } from '../_shared/intakeStore.ts';
import { createLeadConversion } from '../_shared/leadConversion.ts';
import { createLeadNotifier } from '../_shared/leadEmail.ts';
import { createLeadPush, postgrestPushStores } from '../_shared/leadPush.ts';
import { createRegistrationConfirmation } from '../_shared/registrationEmail.ts';
import { createLeadIntakeHandler } from './handler.ts';

export default defineFunction({
  verifyJwt: false,
  create: (platform) => {
    const { supabaseUrl, anonKey, serviceRoleKey, fetch, mailer, siteOrigin } = platform;
    return createLeadIntakeHandler({
      store: postgrestIntakeStore({ supabaseUrl, serviceRoleKey, limits: platform.limits, fetch }),
      siteOrigin,
      extraOrigins: platform.extraOrigins,
      conversion: createLeadConversion(platform.conversion),
      notify: createLeadNotifier({ mailer, siteOrigin, settings: platform.mail, log: platform.mailLog }),
      confirm: createConfirmation({ mailer, from: platform.visitorFrom }),
      confirmRegistration: createRegistrationConfirmation({
        mailer,
        from: platform.visitorFrom,
        siteOrigin,
        linkSecret: platform.linkSecret,
      }),
      push: createLeadPush({ pusher: platform.pusher, stores: postgrestPushStores({ supabaseUrl, anonKey, serviceRoleKey, fetch }) }),
      background: platform.background,
      log: platform.log,
    });
  },
});
