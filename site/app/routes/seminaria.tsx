import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { SeminariaPage } from '../pages/SeminariaPage';

export const loader = headLoader('/seminaria');
export const meta = headMeta;
// A lead page of islands (decision 028): the form hydrates when the visitor turns to it.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default SeminariaPage;
