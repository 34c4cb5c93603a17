import type { Stat } from '@cg/ui';
import { countUpInPlace } from '@cg/ui/countUpInPlace';
import { defineIsland } from './defineIsland';

/** A page's figures count up once half in view, without React (on StatCounters' HTML, or a view that contains it). */
export default defineIsland({
  name: 'statCounters',
  enhance: (root, { items }: { items: readonly Stat[] }) => {
    const list = root.querySelector('dl');
    return list ? countUpInPlace(list, items) : undefined;
  },
  when: 'visible',
});
