import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { EntosYlisPage } from '../pages/EntosYlisPage';

export const loader = headLoader('/entos-ylis');
export const meta = headMeta;

export default EntosYlisPage;
