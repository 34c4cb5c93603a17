import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { AboutPage } from '../pages/AboutPage';

export const loader = headLoader('/about');
export const meta = headMeta;
// Nothing here but the shell's islands (decision 028).
export const handle = { hydrate: false } satisfies IslandsHandle;

export default AboutPage;
