import { honeypotField, leadFormSchemas, leadForms, type LeadFormKey } from '@cg/data/forms';
import { LeadForm, type TextFormSchema } from '@cg/ui';
import { collectionNotice } from '@cg/content/consent';
import { leadFormSubmitLabels, leadFormTexts } from '@cg/content/leadForms';
import { ConsentBeforeHydration } from '../consent/ConsentBeforeHydration';
import { leadIntakeUrl } from '../lib/backend';
import { useLeadFormHandlers } from './useLeadFormHandlers';

export type LeadCaptureFormProps = {
  form: LeadFormKey;
  /** A choice's options the page gives (the events /imerides lists), by field name. */
  options?: Record<string, readonly { value: string; label: string }[]>;
};

/**
 * A lead form as the registry describes it, wired to the one intake: a plain form posting to lead-intake
 * before hydration, the same submission sent for a JSON answer after it, then the form's thank-you page.
 * Every lead form on the site is one of these.
 */
export function LeadCaptureForm({ form, options }: LeadCaptureFormProps) {
  const handlers = useLeadFormHandlers(form);
  return (
    <>
      <ConsentBeforeHydration />
      <LeadForm
        key={handlers.sent}
        id={`${form}-form`}
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- one form's schema as the library's common text-form type, which tsc needs
        schema={leadFormSchemas[form] as TextFormSchema}
        fields={leadForms[form].fields}
        options={options}
        action={leadIntakeUrl}
        hidden={{ form }}
        honeypot={{ name: honeypotField, label: leadFormTexts.honeypotLabel }}
        submitLabel={leadFormSubmitLabels[form]}
        busyLabel={leadFormTexts.busyLabel}
        note={leadFormTexts.requiredNote}
        privacy={collectionNotice}
        status={handlers.status}
        loadDraft={handlers.loadDraft}
        onInputChange={handlers.onInputChange}
        onSubmit={handlers.onSubmit as never}
      />
    </>
  );
}
