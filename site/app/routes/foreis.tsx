import { metaFor } from '../lib/routeMeta';
import { ForeisPage } from '../pages/ForeisPage';

export const meta = metaFor('/foreis');

export default ForeisPage;
