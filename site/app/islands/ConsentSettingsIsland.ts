import { consentTexts } from '@cg/content/consent';
import { currentConsent, storeConsent, subscribe } from '../consent/consentStore';
import { consentStateText } from '../consent/consentStateText';

/**
 * The notice's privacy settings on a page of islands, without React (their HTML: ConsentSettingsInHtml): the answer
 * this device holds, kept current, and the two answers, which store the choice and announce it.
 */
export function enhance(marker: HTMLElement) {
  const state = marker.querySelector('[data-consent-state]');
  const answers = marker.querySelector<HTMLElement>('[data-consent-answers]');
  const saved = marker.querySelector('[data-consent-saved]');
  if (!state || !answers || !saved) return;
  const showState = () => {
    state.textContent = consentStateText(currentConsent(), true);
  };
  showState();
  subscribe(showState);
  answers.hidden = false;
  answers.addEventListener('click', (event) => {
    const choice = (event.target as Element | null)?.closest<HTMLElement>('[data-answer]')?.dataset.answer;
    if (choice !== 'granted' && choice !== 'denied') return;
    storeConsent(choice);
    saved.textContent = consentTexts.saved;
  });
}
