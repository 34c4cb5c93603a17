import { headMeta } from '../lib/headMeta';
import { heroPreloadLinks } from '../lib/heroPreload';
import { headLoader } from '../lib/routeMeta';
import { StudentsPage } from '../pages/StudentsPage';

export const loader = headLoader('/students');
export const meta = headMeta;
export const links = heroPreloadLinks('students');

export default StudentsPage;
