import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { TestsPage } from '../pages/TestsPage';

export const loader = headLoader('/tests');
export const meta = headMeta;

export default TestsPage;
