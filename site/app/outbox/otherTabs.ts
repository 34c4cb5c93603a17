import { answerSent } from './answerSent';
import type { KeptSubmission } from './outbox';
import { outboxChannel } from './outboxKey';

/**
 * The tabs of one device tell each other what they sent, on one broadcast channel per tab: of two tabs one sends
 * (sendKept's lock) and the others answer as if they had (answerSent). A tab hears from the moment it keeps a lead
 * (its form waits there to go to its thank-you page) or its outbox starts, whichever is first: a form's tab whose
 * outbox code was still on its way when another tab sent would otherwise never hear that it went.
 */
let channel: BroadcastChannel | null = null;

export function hearOtherTabs() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(outboxChannel);
  channel.addEventListener('message', (event: MessageEvent<KeptSubmission[]>) => {
    void answerSent(event.data, { elsewhere: true });
  });
}

/** What this tab has sent, for the others (a channel does not hear its own messages, so this tab answers once). */
export function tellOtherTabs(sent: readonly KeptSubmission[]) {
  hearOtherTabs();
  channel?.postMessage(sent);
}
