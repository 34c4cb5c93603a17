// Posted to by the cancel page as a plain form, without a token: a registrant's signed link cancels their seats.
import { defineFunction } from '../_shared/defineFunction.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { sendPendingNotices } from '../event-notices/sendPending.ts';
import { postgrestNoticeStore } from '../event-notices/store.ts';
import { createEventRegistrationHandler } from './handler.ts';
import { postgrestCancelStore } from './store.ts';

export default defineFunction({
  verifyJwt: false,
  create: (platform) => {
    const { siteOrigin, linkSecret } = platform;
    const send = createRegistrationMailer({ mailer: platform.mailer, from: platform.visitorFrom, siteOrigin, linkSecret });
    return createEventRegistrationHandler({
      store: postgrestCancelStore(platform),
      sendNotices: () =>
        sendPendingNotices({
          store: postgrestNoticeStore(platform),
          send,
          at: new Date(platform.now?.() ?? Date.now()),
          log: platform.mailLog ?? ((line) => console.info(line)),
        }),
      linkSecret,
      siteOrigin,
      extraOrigins: platform.extraOrigins,
      background: platform.background,
      log: platform.log,
    });
  },
});
