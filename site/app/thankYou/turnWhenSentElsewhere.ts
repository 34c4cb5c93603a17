import type { LeadFormKey } from '@cg/data/forms';
import { submissionsToSend, type KeptSubmission } from '../outbox/outbox';
import { outboxChannel } from '../outbox/outboxKey';
import { showOnItsWay } from '../outbox/onItsWay';

/**
 * A thank-you page that says its lead is on its way hears, from its first paint, another tab of the device say it sent
 * it (otherTabs' channel), and then says it arrived. Its own outbox, which hears that too, starts only once the page is
 * idle: a tab that sent in between went unheard, and the page kept saying «on its way» until a reload. Only a send
 * turns the lines: a lead erased unsent in the privacy settings is never said to have arrived.
 */
export function turnWhenSentElsewhere(card: ParentNode, form: LeadFormKey) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(outboxChannel);
  channel.addEventListener('message', (event: MessageEvent<KeptSubmission[]>) => {
    const sentOfThisForm = Array.isArray(event.data) && event.data.some((sent) => sent?.form === form);
    if (!sentOfThisForm || submissionsToSend().some((kept) => kept.form === form)) return;
    showOnItsWay(card, false);
    channel.close();
  });
}
