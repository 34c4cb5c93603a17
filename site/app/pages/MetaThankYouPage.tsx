import { metaThankYouQuery } from '@cg/content/thankYou';
import { ThankYouPage } from './ThankYouPage';

/** /meta/thank-you: after the Meta test application (not a form of this site); greets by first name. */
export function MetaThankYouPage() {
  return <ThankYouPage keys={metaThankYouQuery} />;
}
