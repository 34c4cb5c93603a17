import { answerSent } from './answerSent';
import { hasKept } from './outboxKey';
import { hearOtherTabs, tellOtherTabs } from './otherTabs';
import { sendKept } from './sendKept';

/** While a lead waits and the page stays open (the backend down, the connection up), how often to try again. */
const retryMs = 30_000;

/**
 * Sends what the device keeps now, and again when the browser is back online, when the tab is visible again, and every
 * half minute while something waits and the page is open (the outbox island, started once something is kept). Of two
 * tabs one sends (sendKept's lock); it tells the others (otherTabs), so the tab that holds the form moves to its
 * thank-you page whichever tab sent it.
 */
export function sendWhenPossible() {
  hearOtherTabs();
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const trySend = () => {
    clearTimeout(timer);
    if (sending || !hasKept() || !navigator.onLine || document.visibilityState === 'hidden') return;
    sending = true;
    sendKept()
      .then((sent) => {
        if (sent.length) tellOtherTabs(sent);
        void answerSent(sent);
      })
      .catch((error: unknown) => console.error('Η αποστολή αιτήσεων σε αναμονή απέτυχε:', error))
      .finally(() => {
        sending = false;
        if (hasKept()) timer = setTimeout(trySend, retryMs);
      });
  };
  trySend();
  window.addEventListener('online', trySend);
  document.addEventListener('visibilitychange', trySend);
}
