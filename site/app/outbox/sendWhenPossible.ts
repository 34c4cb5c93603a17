import { answerSent } from './answerSent';
import { hasKept } from './outboxKey';
import { sendKept } from './sendKept';

/** While a lead waits and the page stays open (the backend down, the connection up), how often to try again. */
const retryMs = 30_000;

/**
 * Sends what the device keeps now, and again when the browser is back online, when the tab is visible again, and every
 * half minute while something waits and the page is open (the outbox island, started once something is kept).
 */
export function sendWhenPossible() {
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const trySend = () => {
    clearTimeout(timer);
    if (sending || !hasKept() || !navigator.onLine || document.visibilityState === 'hidden') return;
    sending = true;
    sendKept()
      .then(answerSent)
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
