import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { SeminariaPage } from '../pages/SeminariaPage';

export const loader = headLoader('/seminaria');
export const meta = headMeta;

export default SeminariaPage;
