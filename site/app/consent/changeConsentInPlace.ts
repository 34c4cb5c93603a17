import { consentTexts } from '@cg/content/consent';
import { currentConsent, storeConsent, subscribe } from './consentStore';
import { consentStateText } from './consentStateText';

/**
 * The notice's privacy settings, without React (their HTML: ConsentSettingsView): the answer this device holds, kept
 * current, and the two answers, which store the choice and announce it. The one implementation, which a page of
 * islands starts once idle (consentSettings.island.ts) and ConsentSettingsView runs in an effect where React renders it.
 */
export function changeConsentInPlace(root: HTMLElement) {
  const state = root.querySelector('[data-consent-state]');
  const answers = root.querySelector<HTMLElement>('[data-consent-answers]');
  const saved = root.querySelector('[data-consent-saved]');
  if (!state || !answers || !saved) return;
  const showState = () => {
    state.textContent = consentStateText(currentConsent(), true);
  };
  showState();
  const unsubscribe = subscribe(showState);
  answers.hidden = false;
  const onAnswer = (event: MouseEvent) => {
    const choice = (event.target as Element | null)?.closest<HTMLElement>('[data-answer]')?.dataset.answer;
    if (choice !== 'granted' && choice !== 'denied') return;
    storeConsent(choice);
    saved.textContent = consentTexts.saved;
  };
  answers.addEventListener('click', onAnswer);
  return () => {
    unsubscribe();
    answers.removeEventListener('click', onAnswer);
  };
}
