import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { TestsPage } from '../pages/TestsPage';

export const loader = headLoader('/tests');
export const meta = headMeta;
// A lead page of islands (decision 028): its forms hydrate when the visitor turns to them.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default TestsPage;
