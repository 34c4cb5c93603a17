import { ConsentBar } from '@cg/ui';
import { storeConsent } from './adConsent';
import { consentBarContent } from './consentBarContent';

/**
 * The bar itself. After an answer, focus that was in the bar goes to the main content instead of being
 * lost with it.
 */
export function ConsentQuestion({ mainId, onAnswered }: { mainId: string; onAnswered: () => void }) {
  const answer = (choice: 'granted' | 'denied') => {
    const focusWasInBar = document.activeElement?.closest(`[aria-label="${consentBarContent.label}"]`);
    storeConsent(choice);
    onAnswered();
    if (focusWasInBar) document.getElementById(mainId)?.focus();
  };
  return <ConsentBar {...consentBarContent} onAccept={() => answer('granted')} onReject={() => answer('denied')} />;
}
