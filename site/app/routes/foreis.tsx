import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ForeisPage } from '../pages/ForeisPage';

export const loader = headLoader('/foreis');
export const meta = headMeta;

export default ForeisPage;
