import { ConsentBar } from '@cg/ui';
import { collectionNotice, consentTexts } from '@cg/content/consent';
import { storeConsent } from './adConsent';

/**
 * The bar itself. After an answer, focus that was in the bar goes to the main content instead of being
 * lost with it.
 */
export function ConsentQuestion({ mainId, onAnswered }: { mainId: string; onAnswered: () => void }) {
  const answer = (choice: 'granted' | 'denied') => {
    const focusWasInBar = document.activeElement?.closest(`[aria-label="${consentTexts.regionLabel}"]`);
    storeConsent(choice);
    onAnswered();
    if (focusWasInBar) document.getElementById(mainId)?.focus();
  };
  return (
    <ConsentBar
      label={consentTexts.regionLabel}
      message={consentTexts.message}
      acceptLabel={consentTexts.accept}
      rejectLabel={consentTexts.reject}
      onAccept={() => answer('granted')}
      onReject={() => answer('denied')}
      more={{ label: consentTexts.moreLabel, href: `${collectionNotice.href}#consent` }}
    />
  );
}
