import { metaFor } from '../lib/routeMeta';
import { EntosYlisPage } from '../pages/EntosYlisPage';

export const meta = metaFor('/entos-ylis');

export default EntosYlisPage;
