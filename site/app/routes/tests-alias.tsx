import { metaFor } from '../lib/routeMeta';
import { TestsPage } from '../pages/TestsPage';

// The same page under its long address; its canonical link names /tests.
export const meta = metaFor('/test-epaggelmatikou-prosanatolismou');

export default TestsPage;
