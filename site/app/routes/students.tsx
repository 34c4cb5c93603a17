import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { StudentsPage } from '../pages/StudentsPage';

export const loader = headLoader('/students');
export const meta = headMeta;
// A lead page of islands (decision 028): the form hydrates when the visitor turns to it.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default StudentsPage;
