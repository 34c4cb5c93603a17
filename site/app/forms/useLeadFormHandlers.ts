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
import { forgetRestored, keepSubmission, markRestored, refusedFor } from '../outbox/outbox';
import type { Visitor } from '../thankYou/thankYouQuery';
import { clearDraft, hasTypedDraft, markWaiting, readDraft, saveDraftInput, submissionIdFor } from './leadDraft';
import { ThankYouNavigation } from './thankYouNavigation';
import { asThePageIsLeft } from './asThePageIsLeft';

/** Whom the thank-you page greets: handed over in history state or the tab's storage, never in the address. */
function visitorOf(values: LeadValues): Visitor {
  if ('responsibleName' in values) return { firstName: values.responsibleName.split(/\s+/)[0], companyName: values.companyName };
  return { firstName: values.firstName };
}

/** A lead the device kept and the intake then refused, given back to its form: its fields, from the body it was sent as. */
function restoreRefused<F extends LeadFormKey>(form: F): string | null {
  const refused = hasTypedDraft(form) ? null : refusedFor(form);
  if (!refused?.refused) return null;
  const body = new URLSearchParams(refused.body);
  saveDraftInput(form, Object.fromEntries(leadForms[form].fields.map(({ name }) => [name, body.get(name) ?? undefined])));
  markRestored(refused.submissionId);
  return outboxTexts.refused.restored(refused.refused.message);
}

/** The draft's input under a new submission id: its old one turned out to be another lead's (the intake's 409). */
function renewSubmissionId<F extends LeadFormKey>(form: F): string {
  const input = readDraft(form)?.input ?? {};
  clearDraft(form);
  saveDraftInput(form, input);
  return submissionIdFor(form);
}

/**
 * What every lead form does with its input: keep it in the tab until it is stored, send it to lead-intake
 * with one submission id (retries included), then go to the thank-you page. When the intake cannot be reached,
 * the submission is kept on the device to send later, under its id, and the form's next lead gets a new one. Otherwise
 * on failure: the intake's Greek messages on the fields, its throttling message, or the specification's error toast;
 * the input kept and the button back. A filled honeypot goes to the thank-you page and sends nothing. A lead the
 * device kept and the intake refused meanwhile comes back into its form, with why, to correct and send.
 */
export function useLeadFormHandlers<F extends LeadFormKey>(form: F) {
  const goToThankYou = useContext(ThankYouNavigation);
  const thankYou = leadForms[form].thankYou;
  const [status, setStatus] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  /**
   * Once a lead has gone (stored, or kept on the device to send), the form is emptied as the page is left for its
   * thank-you page: back from there, the page comes from the browser's cache with an empty form, so the lead is never
   * sent a second time by the visitor's own submit (a new one would be a new lead, with a new id).
   */
  const emptyOnLeaving = () => asThePageIsLeft(() => setSent((count) => count + 1));
  return {
    /** What became of the last submission, for under the button: kept on the device to send later. */
    status,
    /** How many leads this form has sent: the form is drawn anew, empty, for each. */
    sent,
    loadDraft: () => {
      const restored = restoreRefused(form);
      if (restored) setStatus(restored);
      return readDraft(form)?.input ?? null;
    },
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
      let submissionId = submissionIdFor(form);
      let body = leadSubmission(form, values, submissionId, currentConsent(), currentAttribution());
      let result = await sendSubmission(leadIntakeUrl, body);
      if (!result.ok && result.reason === 'conflict') {
        submissionId = renewSubmissionId(form);
        body = leadSubmission(form, values, submissionId, currentConsent(), currentAttribution());
        result = await sendSubmission(leadIntakeUrl, body);
      }
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
          // The outbox owns this lead and its id now: whatever the visitor sends next from this tab is a lead of its own.
          clearDraft(form);
          setStatus(`${outboxTexts.kept.title}. ${outboxTexts.kept.description}`);
          if (navigator.onLine) {
            emptyOnLeaving();
            await goToThankYou(thankYou, visitorOf(values));
          } else {
            // Offline, the form's page stays: it goes to the thank-you page when this tab's outbox or another tab sends
            // this lead, unless the visitor has begun another meanwhile.
            markWaiting(form, submissionId);
            hearOtherTabs();
          }
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
      forgetRestored(form);
      emptyOnLeaving();
      await goToThankYou(thankYou, visitorOf(values));
    },
  };
}
