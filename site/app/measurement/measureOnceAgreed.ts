/**
 * In every page's loader: the page's measurement (pageMeasurement.ts, decision 034) loads only once this device says
 * yes to it, now or when the visitor answers on this page; a visitor who refused or has not answered downloads
 * none of it and sends nothing. The measurement applies the answer's full rules (its age, the notice's version).
 */
import { consentStorageKey } from '@cg/data/privacy';
import { consentChangeEvent } from '../consent/consentChange';

const saysYes = () => {
  try {
    return (JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null') as { choice?: unknown } | null)?.choice === 'granted';
  } catch {
    return false;
  }
};

export function measureOnceAgreed(route: string) {
  let started = false;
  const start = () => {
    if (started || !saysYes()) return;
    started = true;
    removeEventListener(consentChangeEvent, start);
    removeEventListener('storage', start);
    void import('./pageMeasurement').then(({ measurePage }) => measurePage(route));
  };
  addEventListener(consentChangeEvent, start);
  addEventListener('storage', start);
  start();
}
