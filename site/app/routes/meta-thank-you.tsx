import type { IslandsHandle } from '../islands/islandRenderer';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { MetaThankYouPage } from '../pages/MetaThankYouPage';

export const loader = headLoader('/meta/thank-you');
export const meta = headMeta;
// A page of islands (decision 028): its greeting is an island.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default MetaThankYouPage;
