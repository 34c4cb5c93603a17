import { leadForms, type LeadFormKey } from '@cg/data/forms';
import { ThankYouPage } from './ThankYouPage';

/** A lead form's thank-you page (every form's is one of these: the route table gives it its path). */
export function LeadThankYouPage({ form }: { form: LeadFormKey }) {
  return <ThankYouPage keys={leadForms[form].thankYouQuery} form={form} />;
}
