import { ConsentPrompt } from '../consent/ConsentPrompt';

/**
 * The advertising-measurement question: nothing in the HTML, asked once the page is idle when no answer is kept.
 * `settingsHref` is the privacy settings' address, which the loader answers in place (it reads the island's props).
 */
export default function ConsentIsland({ mainId }: { mainId: string; settingsHref: string }) {
  return <ConsentPrompt mainId={mainId} />;
}
