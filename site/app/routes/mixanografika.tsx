import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { MixanografikaPage } from '../pages/MixanografikaPage';

export const loader = headLoader('/mixanografika');
export const meta = headMeta;
// A lead page of islands (decision 028): the form hydrates when the visitor turns to it.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default MixanografikaPage;
