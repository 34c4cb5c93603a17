import { metaFor } from '../lib/routeMeta';
import { UniversityStudentsPage } from '../pages/UniversityStudentsPage';

export const meta = metaFor('/university-students');

export default UniversityStudentsPage;
