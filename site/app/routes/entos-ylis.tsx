import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { EntosYlisPage } from '../pages/EntosYlisPage';

export const loader = headLoader('/entos-ylis');
export const meta = headMeta;
// Nothing here but the shell's islands (decision 028).
export const handle = { hydrate: false } satisfies IslandsHandle;

export default EntosYlisPage;
