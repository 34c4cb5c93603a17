import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ConsultationBookedPage } from '../pages/ConsultationBookedPage';

export const loader = headLoader('/simvouleftikisep');
export const meta = headMeta;
// Nothing here but the shell's islands (decision 028).
export const handle = { hydrate: false } satisfies IslandsHandle;

export default ConsultationBookedPage;
