// Posted to by /tests' plain HTML form and its code, without a token: records the download, then sends the sample.
import { createSampleConfirmation } from '../_shared/confirmationEmail.ts';
import { defineFunction } from '../_shared/defineFunction.ts';
import { postgrestIntakeStore } from '../_shared/intakeStore.ts';
import { createSampleDownloadHandler } from './handler.ts';

export default defineFunction({
  verifyJwt: false,
  create: ({ supabaseUrl, serviceRoleKey, fetch, limits, siteOrigin, ...platform }) =>
    createSampleDownloadHandler({
      store: postgrestIntakeStore({ supabaseUrl, serviceRoleKey, limits, fetch }),
      supabaseUrl,
      siteOrigin,
      extraOrigins: platform.extraOrigins,
      confirm: createSampleConfirmation({ mailer: platform.mailer, from: platform.visitorFrom }),
      background: platform.background,
      log: platform.log,
    }),
});
