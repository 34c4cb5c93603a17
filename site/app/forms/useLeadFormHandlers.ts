import { submitFailure, type LeadFormKey, type LeadValues } from '@cg/data/forms';
import { leadForms } from '@cg/data/forms';
import { submitLead } from '@cg/data/intake';
import { showToast, type FormIssue } from '@cg/ui';
import { useContext } from 'react';
import { currentAttribution } from '../attribution/visitAttribution';
import { currentConsent } from '../consent/adConsent';
import { leadIntakeUrl } from '../lib/backend';
import type { Visitor } from '../thankYou/thankYouQuery';
import { clearDraft, readDraft, saveDraftInput, submissionIdFor } from './leadDraft';
import { ThankYouNavigation } from './thankYouNavigation';

/** Whom the thank-you page greets: handed over in history state or the tab's storage, never in the address. */
function visitorOf(values: LeadValues): Visitor {
  if ('responsibleName' in values) return { firstName: values.responsibleName.split(/\s+/)[0], companyName: values.companyName };
  return { firstName: values.firstName };
}

/**
 * What every lead form does with its input: keep it in the tab until it is stored, send it to lead-intake
 * with one submission id (retries included), then go to the thank-you page. On failure: the intake's
 * Greek messages on the fields, its throttling message, or the specification's error toast; the input
 * kept and the button back. A filled honeypot goes to the thank-you page and sends nothing.
 */
export function useLeadFormHandlers<F extends LeadFormKey>(form: F) {
  const goToThankYou = useContext(ThankYouNavigation);
  const thankYou = leadForms[form].thankYou;
  return {
    loadDraft: () => readDraft(form)?.input ?? null,
    onInputChange: (input: Record<string, string | undefined>) => saveDraftInput(form, input),
    onSubmit: async (values: LeadValues<F>, { trapped }: { trapped: boolean }): Promise<readonly FormIssue[] | void> => {
      if (trapped) {
        clearDraft(form);
        await goToThankYou(thankYou, null);
        return;
      }
      // With the visitor's answer on advertising measurement, if any (without one the intake sends no
      // conversion), and where the visit came from.
      const result = await submitLead(leadIntakeUrl, form, values, {
        submissionId: submissionIdFor(form),
        consent: currentConsent(),
        attribution: currentAttribution(),
      });
      if (!result.ok) {
        if (result.reason === 'invalid') return result.issues;
        // The reason only, never the visitor's input.
        if (result.reason === 'failed') console.error('Η υποβολή της φόρμας απέτυχε:', result.detail);
        showToast({
          tone: 'error',
          title: submitFailure.title,
          description: result.reason === 'throttled' ? result.message : submitFailure.description,
        });
        return;
      }
      clearDraft(form);
      await goToThankYou(thankYou, visitorOf(values));
    },
  };
}
