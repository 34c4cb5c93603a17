import { honeypotField, leadSchemas, type LeadForm as LeadFormKey } from '@cg/data/forms';
import { LeadForm, type LeadFormField, type TextFormSchema } from '@cg/ui';
import { leadFormTexts } from '../content/leadForms';
import { leadIntakeUrl } from '../lib/backend';
import { thankYouUrlFor } from '../thankYou/thankYouQuery';
import { useLeadFormHandlers } from './useLeadFormHandlers';

export type LeadCaptureFormProps = {
  form: LeadFormKey;
  fields: readonly LeadFormField[];
  submitLabel: string;
};

/**
 * A lead form wired to the backend: the form's schema, lead-intake before hydration, submitLead after
 * it, then the form's thank-you page. Every lead form on the site is one of these.
 */
export function LeadCaptureForm({ form, fields, submitLabel }: LeadCaptureFormProps) {
  const handlers = useLeadFormHandlers(form, (values, submissionId) => thankYouUrlFor(form, values, submissionId));
  return (
    <LeadForm
      id={`${form}-form`}
      schema={leadSchemas[form] as TextFormSchema}
      fields={fields}
      action={leadIntakeUrl}
      hidden={{ form }}
      honeypot={{ name: honeypotField, label: leadFormTexts.honeypotLabel }}
      submitLabel={submitLabel}
      busyLabel={leadFormTexts.busyLabel}
      note={leadFormTexts.requiredNote}
      loadDraft={handlers.loadDraft}
      onInputChange={handlers.onInputChange}
      onSubmit={handlers.onSubmit as never}
    />
  );
}
