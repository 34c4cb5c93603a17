import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { PrivacyPage } from '../pages/PrivacyPage';

export const loader = headLoader('/privacy');
export const meta = headMeta;
// Nothing here but the shell's islands (decision 028).
export const handle = { hydrate: false } satisfies IslandsHandle;

export default PrivacyPage;
