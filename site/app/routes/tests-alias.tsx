import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { TestsPage } from '../pages/TestsPage';

// The same page under its long address; its canonical link names /tests.
export const loader = headLoader('/test-epaggelmatikou-prosanatolismou');
export const meta = headMeta;

export default TestsPage;
