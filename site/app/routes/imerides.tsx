import { metaFor } from '../lib/routeMeta';
import { ImeridesPage } from '../pages/ImeridesPage';

export const meta = metaFor('/imerides');

export default ImeridesPage;
