import { submitFailure, type LeadFormKey, type LeadValues } from '@cg/data/forms';
import { leadForms } from '@cg/data/forms';
import { leadSubmission, sendSubmission } from '@cg/data/intake';
import { outboxTexts } from '@cg/content/outbox';
import { showToast, type FormIssue } from '@cg/ui';
import { useContext, useState } from 'react';
import { currentAttribution } from '../attribution/visitAttribution';
import { currentConsent } from '../consent/adConsent';
import { leadIntakeUrl } from '../lib/backend';
import { hearOtherTabs } from '../outbox/otherTabs';
import { keepSubmission } from '../outbox/outbox';
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
 * with one submission id (retries included), then go to the thank-you page. When the intake cannot be reached,
 * the submission is kept on the device to send later. Otherwise on failure: the intake's Greek messages on the
 * fields, its throttling message, or the specification's error toast; the input kept and the button back. A
 * filled honeypot goes to the thank-you page and sends nothing.
 */
export function useLeadFormHandlers<F extends LeadFormKey>(form: F) {
  const goToThankYou = useContext(ThankYouNavigation);
  const thankYou = leadForms[form].thankYou;
  const [status, setStatus] = useState<string | null>(null);
  return {
    /** What became of the last submission, for under the button: kept on the device to send later. */
    status,
    loadDraft: () => readDraft(form)?.input ?? null,
    onInputChange: (input: Record<string, string | undefined>) => saveDraftInput(form, input),
    onSubmit: async (values: LeadValues<F>, { trapped }: { trapped: boolean }): Promise<readonly FormIssue[] | void> => {
      setStatus(null);
      if (trapped) {
        clearDraft(form);
        await goToThankYou(thankYou, null);
        return;
      }
      // With the visitor's answer on advertising measurement, if any (without one the intake sends no
      // conversion), and where the visit came from.
      const submissionId = submissionIdFor(form);
      const body = leadSubmission(form, values, submissionId, currentConsent(), currentAttribution());
      const result = await sendSubmission(leadIntakeUrl, body);
      if (!result.ok) {
        if (result.reason === 'invalid') return result.issues;
        // The intake could not be reached: kept on the device and sent when it can be (decision 030). Its thank-you page
        // says it is on its way; offline, that page cannot load (nor a toast's code), so the form says it under its button
        // and the page goes there once the lead has gone.
        if (
          result.reason === 'failed' &&
          result.later &&
          keepSubmission({ submissionId, form, body: body.toString(), visitor: visitorOf(values) })
        ) {
          setStatus(`${outboxTexts.kept.title}. ${outboxTexts.kept.description}`);
          if (navigator.onLine) await goToThankYou(thankYou, visitorOf(values));
          // Offline, the form's page stays: it goes to the thank-you page when this tab's outbox or another tab sends it.
          else hearOtherTabs();
          return;
        }
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
