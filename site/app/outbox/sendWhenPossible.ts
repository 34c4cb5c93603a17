import { answerRefused, answerSent } from './answerSent';
import { submissionsToSend, takeUntoldRefusals } from './outbox';
import { hearOtherTabs, tellOtherTabs } from './otherTabs';
import { sendKept } from './sendKept';

/** While a lead waits and the page stays open (the backend down, the connection up), how often to try again. */
const retryMs = 30_000;

/**
 * Sends what the device keeps now, and again when the browser is back online, when the tab is visible again, and every
 * half minute while something waits to be sent and the page is open (the outbox island, started once something is
 * kept). Of two tabs one sends (sendKept's lock); it tells the others (otherTabs), so the tab that holds the form moves
 * to its thank-you page whichever tab sent it. A lead refused for good is said once, on whichever page is open then
 * (or the next one, if it was refused in a tab that closed first).
 */
export function sendWhenPossible() {
  hearOtherTabs();
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tellRefusals = () => answerRefused(takeUntoldRefusals());
  const trySend = () => {
    clearTimeout(timer);
    if (sending || !navigator.onLine || document.visibilityState === 'hidden') return;
    if (submissionsToSend().length === 0) return tellRefusals();
    sending = true;
    sendKept()
      .then(({ sent }) => {
        if (sent.length) tellOtherTabs(sent);
        void answerSent(sent);
        tellRefusals();
      })
      .catch((error: unknown) => console.error('Η αποστολή αιτήσεων σε αναμονή απέτυχε:', error))
      .finally(() => {
        sending = false;
        if (submissionsToSend().length) timer = setTimeout(trySend, retryMs);
      });
  };
  trySend();
  window.addEventListener('online', trySend);
  document.addEventListener('visibilitychange', trySend);
}
