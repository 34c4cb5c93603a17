import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ImeridesPage } from '../pages/ImeridesPage';

export const loader = headLoader('/imerides');
export const meta = headMeta;
// Its videos are islands (decision 028).
export const handle = { hydrate: false } satisfies IslandsHandle;

export default ImeridesPage;
