import { headMeta } from '../lib/headMeta';
import { heroPreloadLinks } from '../lib/heroPreload';
import { headLoader } from '../lib/routeMeta';
import { UniversityStudentsPage } from '../pages/UniversityStudentsPage';

export const loader = headLoader('/university-students');
export const meta = headMeta;
export const links = heroPreloadLinks('university');

export default UniversityStudentsPage;
