import { showToast } from '@cg/ui';
import { submitFailure, type ForeisValues, type LeadForm, type StudentsValues } from '@cg/data/forms';
import { useNavigate } from 'react-router';
import { clearDraft, readDraft, saveDraftInput, submissionIdFor } from './leadDraft';

type Values<F extends LeadForm> = F extends 'foreis' ? ForeisValues : StudentsValues;

/**
 * What every lead form does with its input: keep it in the tab until it is stored, send it with one
 * submission id (retries included), then go to the thank-you page; on failure, the spec's error toast,
 * the input kept and the button back. A filled honeypot goes to the thank-you page and stores nothing.
 */
export function useLeadFormHandlers<F extends LeadForm>(form: F, thankYouUrl: (values: Partial<Values<F>>, submissionId: string) => string) {
  const navigate = useNavigate();
  return {
    loadDraft: () => readDraft(form)?.input ?? null,
    onInputChange: (input: Record<string, string | undefined>) => saveDraftInput(form, input),
    onSubmit: async (values: Values<F>, { trapped }: { trapped: boolean }) => {
      const submissionId = submissionIdFor(form);
      if (trapped) {
        clearDraft(form);
        await navigate(thankYouUrl({}, submissionId).split('?')[0]!);
        return;
      }
      try {
        const { storeLead } = await import('../lib/backendCalls');
        const result = await storeLead(form, values, submissionId);
        if (!result.ok) throw new Error(`lead not stored (${result.error.code ?? 'no code'})`);
      } catch (error) {
        // The reason only, never the visitor's input.
        console.error('Η υποβολή της φόρμας απέτυχε:', error instanceof Error ? error.message : 'unknown error');
        showToast({ tone: 'error', ...submitFailure });
        return;
      }
      clearDraft(form);
      await navigate(thankYouUrl(values, submissionId));
    },
  };
}
