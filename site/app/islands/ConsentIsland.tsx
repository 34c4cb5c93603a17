import { ConsentPrompt } from '../consent/ConsentPrompt';

/** The advertising-measurement question: nothing in the HTML, asked once the page is idle when no answer is kept. */
export default function ConsentIsland({ mainId }: { mainId: string }) {
  return <ConsentPrompt mainId={mainId} />;
}
