import { leadForms } from '@cg/data/forms';
import { outboxTexts } from '@cg/content/outbox';
// The queue alone, not the library's index: this code arrives when the connection has just come back.
import { showToast } from '@cg/ui/toastQueue';
import { clearDraft, clearWaiting, hasTypedDraft, readDraft, readWaiting } from '../forms/leadDraft';
import { goByPageLoad } from '../forms/thankYouNavigation';
import type toasts from '../islands/toasts.island';
import { startIsland } from '../islands/startIsland';
import type { KeptSubmission } from './outbox';
import { showOnItsWay } from './onItsWay';

const toast = (options: Parameters<typeof showToast>[0]) => {
  startIsland<typeof toasts>('toasts');
  showToast(options);
};

/**
 * What the visitor sees once kept leads have gone: on a thank-you page, its lines say it arrived; on the form's page
 * that waits on one of them (it kept it offline and stayed), its thank-you page, as a form that sends goes there,
 * unless the visitor has begun another lead there meanwhile (then a toast, and what they type stays); elsewhere, a
 * toast. A lead another tab sent (`elsewhere`) moves this tab alike; the toast is the sending tab's.
 */
export function answerSent(sent: readonly KeptSubmission[], { elsewhere = false }: { elsewhere?: boolean } = {}) {
  for (const entry of sent) if (readDraft(entry.form)?.submissionId === entry.submissionId) clearDraft(entry.form);
  const last = sent.at(-1);
  if (!last) return;
  const here = window.location.pathname;
  const card = document.querySelector('main article');
  const waitedOn = sent.find((entry) => leadForms[entry.form].page === here && readWaiting(entry.form) === entry.submissionId);
  if (waitedOn) clearWaiting(waitedOn.form);
  if (here === leadForms[last.form].thankYou && card) return showOnItsWay(card, false);
  if (waitedOn && !hasTypedDraft(waitedOn.form)) return goByPageLoad(leadForms[waitedOn.form].thankYou, waitedOn.visitor);
  if (elsewhere) return;
  // In the words of what the form promised: a call, or a registration's e-mail.
  toast({ tone: 'success', title: outboxTexts.sent.title, description: outboxTexts.sent.description[leadForms[last.form].promise] });
}

/** Leads the intake refused for good: said once, with its reason and what the visitor can do; the data stays kept. */
export function answerRefused(refused: readonly KeptSubmission[]) {
  for (const entry of refused)
    toast({
      tone: 'error',
      title: outboxTexts.refused.title(leadForms[entry.form].label),
      description: `${entry.refused?.message ?? ''} ${outboxTexts.refused.next}`.trim(),
    });
}
