import { metaFor } from '../lib/routeMeta';
import { StudentsPage } from '../pages/StudentsPage';

export const meta = metaFor('/students');

export default StudentsPage;
