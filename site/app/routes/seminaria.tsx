import { metaFor } from '../lib/routeMeta';
import { SeminariaPage } from '../pages/SeminariaPage';

export const meta = metaFor('/seminaria');

export default SeminariaPage;
