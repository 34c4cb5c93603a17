import { outboxTexts } from '@cg/content/outbox';
import { forgetAll, keptSubmissions } from './outbox';

/**
 * The privacy settings' part for leads kept on this device (their HTML: KeptOnDeviceSettings, hidden): shown only while
 * something is kept, with how many and a button that erases them, unsent. Without React, as the rest of the settings.
 */
export function eraseKeptInPlace(root: HTMLElement) {
  const part = root.matches('[data-outbox-settings]') ? root : root.querySelector<HTMLElement>('[data-outbox-settings]');
  const count = part?.querySelector('[data-outbox-count]');
  const erase = part?.querySelector('[data-outbox-erase]');
  const done = part?.querySelector<HTMLElement>('[data-outbox-erased]');
  if (!part || !count || !erase || !done) return;
  const kept = keptSubmissions().length;
  if (kept === 0) return;
  count.textContent = outboxTexts.settings.count(kept);
  part.hidden = false;
  const onErase = () => {
    forgetAll();
    count.textContent = '';
    erase.setAttribute('hidden', '');
    done.textContent = outboxTexts.settings.erased;
    done.focus();
  };
  erase.addEventListener('click', onErase);
  return () => erase.removeEventListener('click', onErase);
}
