import { LeadThankYouPage } from './LeadThankYouPage';

/** /students/thank-you. */
export function StudentsThankYouPage() {
  return <LeadThankYouPage page="students" />;
}
