import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { StudentsPage } from '../pages/StudentsPage';

export const loader = headLoader('/students');
export const meta = headMeta;

export default StudentsPage;
