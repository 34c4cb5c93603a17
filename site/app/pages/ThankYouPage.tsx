import type { ThankYouQueryKeys } from '@cg/data/forms';
import { ContactDetails, ThankYou } from '@cg/ui';
import type { ReactNode } from 'react';
import { contactInfo } from '@cg/content/contact';
import { thankYouTexts } from '@cg/content/thankYou';
import type { Visitor } from '../thankYou/thankYouQuery';
import { useThankYouVisitor } from '../thankYou/useThankYouVisitor';

export type ThankYouPageProps = {
  /** The query keys the page greets from (the specification's, per page). */
  keys: ThankYouQueryKeys;
  /** A line of the page's own, e.g. thanks to the institution or a reminder of the calculator. */
  extra?: (visitor: Visitor | null) => ReactNode;
};

/** Every thank-you page: greets by first name and promises the callback. It only greets. */
export function ThankYouPage({ keys, extra }: ThankYouPageProps) {
  const visitor = useThankYouVisitor(keys);
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
