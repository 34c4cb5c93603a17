import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { MixanografikaPage } from '../pages/MixanografikaPage';

export const loader = headLoader('/mixanografika');
export const meta = headMeta;

export default MixanografikaPage;
