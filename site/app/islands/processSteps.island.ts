import type { ProcessStep } from '@cg/ui';
import { revealStepsInPlace } from '@cg/ui/stepReveal';
import { defineIsland } from './defineIsland';

/** A page's process steps appear one after another once scrolled into view, without React (on ProcessSteps' HTML). */
export default defineIsland({
  name: 'processSteps',
  enhance: (root, _props: { steps: readonly ProcessStep[] }) => {
    const list = root.querySelector('ol');
    return list ? revealStepsInPlace(list) : undefined;
  },
  when: 'idle',
});
