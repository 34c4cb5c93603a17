import { honeypotField, studentsSchema } from '@cg/data/forms';
import { LeadForm } from '@cg/ui';
import { leadFormTexts, personFields, studentsForm } from '../content/leadForms';
import { leadIntakeUrl } from '../lib/backend';
import { studentsThankYouUrl } from '../thankYou/thankYouQuery';
import { useLeadFormHandlers } from './useLeadFormHandlers';

/** The /students lead form: stored as students_cta_form, then /students/thank-you. */
export function StudentsLeadForm() {
  const handlers = useLeadFormHandlers('students', studentsThankYouUrl);
  return (
    <LeadForm
      id="students-form"
      schema={studentsSchema}
      fields={personFields}
      action={leadIntakeUrl}
      hidden={{ form: 'students' }}
      honeypot={{ name: honeypotField, label: leadFormTexts.honeypotLabel }}
      submitLabel={studentsForm.submitLabel}
      busyLabel={leadFormTexts.busyLabel}
      note={leadFormTexts.requiredNote}
      {...handlers}
    />
  );
}
