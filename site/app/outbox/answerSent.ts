import { leadForms } from '@cg/data/forms';
import { outboxTexts } from '@cg/content/outbox';
// The queue alone, not the library's index: this code arrives when the connection has just come back.
import { showToast } from '@cg/ui/toastQueue';
import { clearDraft, readDraft } from '../forms/leadDraft';
import { goByPageLoad } from '../forms/thankYouNavigation';
import type toasts from '../islands/toasts.island';
import { startIsland } from '../islands/startIsland';
import type { KeptSubmission } from './outbox';
import { showOnItsWay } from './onItsWay';

/**
 * What the visitor sees once a kept lead has gone: on its thank-you page, the lines say it arrived; on its form's page
 * (where they stayed, offline), its thank-you page, as a form that sends goes there; on any other page, a toast. A lead
 * another tab sent (`elsewhere`) moves its form's page and its thank-you page alike; the toast is the sending tab's.
 */
export function answerSent(sent: readonly KeptSubmission[], { elsewhere = false }: { elsewhere?: boolean } = {}) {
  for (const entry of sent) if (readDraft(entry.form)?.submissionId === entry.submissionId) clearDraft(entry.form);
  const last = sent.at(-1);
  if (!last) return;
  const form = leadForms[last.form];
  const here = window.location.pathname;
  const card = document.querySelector('main article');
  if (here === form.thankYou && card) return showOnItsWay(card, false);
  if (here === form.page) return goByPageLoad(form.thankYou, last.visitor);
  if (elsewhere) return;
  startIsland<typeof toasts>('toasts');
  showToast({ tone: 'success', ...outboxTexts.sent });
}
