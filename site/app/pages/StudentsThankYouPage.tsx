import { ContactDetails, ThankYou } from '@cg/ui';
import { contactInfo } from '../content/contact';
import { thankYouTexts } from '../content/thankYou';
import { studentsQueryKeys } from '../thankYou/thankYouQuery';
import { useThankYouVisitor } from '../thankYou/useThankYouVisitor';

/** /students/thank-you: greets by first name, sends one conversion event, then forgets the query. */
export function StudentsThankYouPage() {
  const visitor = useThankYouVisitor('students', studentsQueryKeys);
  return (
    <ThankYou
      title={thankYouTexts.greeting(visitor?.firstName)}
      lead={thankYouTexts.lead}
      nextSteps={thankYouTexts.nextSteps}
      help={{ title: thankYouTexts.helpTitle, text: thankYouTexts.helpText, contact: <ContactDetails {...contactInfo} /> }}
      checkEmail={thankYouTexts.checkEmail}
      actions={thankYouTexts.actions}
    />
  );
}
