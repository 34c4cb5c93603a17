import { collectionNotice, consentTexts } from '@cg/content/consent';

/** What the consent bar says, wherever it is rendered (ConsentQuestion, ConsentQuestionInHtml). */
export const consentBarContent = {
  label: consentTexts.regionLabel,
  message: consentTexts.message,
  acceptLabel: consentTexts.accept,
  rejectLabel: consentTexts.reject,
  more: { label: consentTexts.moreLabel, href: `${collectionNotice.href}#consent` },
};
