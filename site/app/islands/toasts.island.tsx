import { ToastRegion } from '@cg/ui';
import { defineIsland } from './defineIsland';

/** Where toasts appear: on a page of islands, started by the island that shows them (a form), never before. */
export default defineIsland({ name: 'toasts', component: ToastRegion, when: 'asked' });
