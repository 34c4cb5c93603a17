import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { UniversityStudentsPage } from '../pages/UniversityStudentsPage';

export const loader = headLoader('/university-students');
export const meta = headMeta;

export default UniversityStudentsPage;
