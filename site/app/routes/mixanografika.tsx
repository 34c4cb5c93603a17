import { metaFor } from '../lib/routeMeta';
import { MixanografikaPage } from '../pages/MixanografikaPage';

export const meta = metaFor('/mixanografika');

export default MixanografikaPage;
