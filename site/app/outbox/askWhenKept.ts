import type keptSettings from '../islands/keptSettings.island';
import type outbox from '../islands/outbox.island';
import { startIsland } from '../islands/startIsland';
import { hasKept } from './outboxKey';

/**
 * Every page's part in the outbox (decision 030), in the loader: once the page is idle, when the browser is back online
 * and when the tab is visible again, if the device keeps a lead, the islands that send it and that show it in the
 * privacy settings start. Their code arrives only then: a visitor with nothing kept loads none of it.
 */
export function askWhenKept(whenIdle: (run: () => void) => void) {
  const ask = () => {
    // Offline, the islands' code could not arrive (and an island that failed to start is not started again).
    if (!hasKept() || !navigator.onLine) return;
    startIsland<typeof outbox>('outbox');
    startIsland<typeof keptSettings>('keptSettings');
  };
  whenIdle(ask);
  window.addEventListener('online', ask);
  document.addEventListener('visibilitychange', ask);
}
