import type { ConsentRecord } from '@cg/data/privacy';
import { consentTexts } from '@cg/content/consent';

/** What the settings say of the answer this device holds (none readable before the page's code runs). */
export function consentStateText(consent: ConsentRecord | null, running: boolean) {
  if (!running) return consentTexts.withoutJavaScript;
  if (consent?.choice === 'granted') return consentTexts.granted;
  if (consent?.choice === 'denied') return consentTexts.denied;
  return consentTexts.none;
}
