import { playInPlace } from '@cg/ui/videoFacade';
import type { CompanyVideoEmbedProps } from '../components/CompanyVideoEmbed';
import { defineIsland } from './defineIsland';

/**
 * One of the company's videos behind its facade: the first pointer, focus or touch brings the few lines that play it
 * in place, without React (a tap that came first is held for them: firstTouch.ts).
 */
export default defineIsland({
  name: 'video',
  enhance: (root, _props: CompanyVideoEmbedProps) => {
    const facade = root.firstElementChild;
    return facade instanceof HTMLElement ? playInPlace(facade) : undefined;
  },
  when: 'interaction',
});
