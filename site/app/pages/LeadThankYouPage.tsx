import { ContactDetails, ThankYou } from '@cg/ui';
import type { ReactNode } from 'react';
import { contactInfo } from '../content/contact';
import { thankYouTexts } from '../content/thankYou';
import { thankYouQueryKeys, type ThankYouPageKey, type Visitor } from '../thankYou/thankYouQuery';
import { useThankYouVisitor } from '../thankYou/useThankYouVisitor';

export type LeadThankYouPageProps = {
  page: ThankYouPageKey;
  /** A line of the page's own, e.g. thanks to the institution or a reminder of the calculator. */
  extra?: (visitor: Visitor | null) => ReactNode;
};

/** Every thank-you page: greets by first name, sends one conversion event, then forgets the query. */
export function LeadThankYouPage({ page, extra }: LeadThankYouPageProps) {
  const visitor = useThankYouVisitor(page, thankYouQueryKeys[page]);
  return (
    <ThankYou
      title={thankYouTexts.greeting(visitor?.firstName)}
      lead={thankYouTexts.lead}
      extra={extra?.(visitor)}
      nextSteps={thankYouTexts.nextSteps}
      help={{ title: thankYouTexts.helpTitle, text: thankYouTexts.helpText, contact: <ContactDetails {...contactInfo} /> }}
      checkEmail={thankYouTexts.checkEmail}
      actions={thankYouTexts.actions}
    />
  );
}
