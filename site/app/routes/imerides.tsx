import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ImeridesPage } from '../pages/ImeridesPage';

export const loader = headLoader('/imerides');
export const meta = headMeta;

export default ImeridesPage;
