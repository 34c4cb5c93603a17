import { ConsentBar } from '@cg/ui';
import { consentStorageKey } from '@cg/data/privacy';
import { consentBarContent } from './consentBarContent';
import { showQuestionAtFirstPaint } from './showQuestionAtFirstPaint';

// Its answers are given by the consent island's code, not by React.
const answeredElsewhere = () => undefined;

// Rendered at build time only (SiteShell renders this component only in the server build).
const showScript = `(${showQuestionAtFirstPaint.toString()})(${JSON.stringify(consentStorageKey)});`;

/**
 * On a page of islands, the question written into the HTML, hidden: the script after it shows it before the first paint
 * when this device holds no answer, and its island (islands/ConsentIsland.ts) answers it, without React.
 */
export function ConsentQuestionInHtml(_props: { mainId: string; settingsHref: string }) {
  return (
    <>
      <div hidden data-consent-question>
        <ConsentBar {...consentBarContent} onAccept={answeredElsewhere} onReject={answeredElsewhere} />
      </div>
      <script dangerouslySetInnerHTML={{ __html: showScript }} />
    </>
  );
}
