import { metaFor } from '../lib/routeMeta';
import { TestsPage } from '../pages/TestsPage';

export const meta = metaFor('/tests');

export default TestsPage;
