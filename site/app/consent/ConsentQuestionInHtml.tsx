import { ConsentBar } from '@cg/ui';
import { consentBarContent } from './consentBarContent';

// Its answers are given by the consent island's code, not by React.
const answeredElsewhere = () => undefined;

/**
 * On a page of islands, the question written into the HTML, hidden: its island (islands/ConsentIsland.ts) shows it when this device
 * holds no answer, and answers it, without React.
 */
export function ConsentQuestionInHtml(_props: { mainId: string; settingsHref: string }) {
  return (
    <div hidden data-consent-question>
      <ConsentBar {...consentBarContent} onAccept={answeredElsewhere} onReject={answeredElsewhere} />
    </div>
  );
}
