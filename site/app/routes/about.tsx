import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { AboutPage } from '../pages/AboutPage';

export const loader = headLoader('/about');
export const meta = headMeta;

export default AboutPage;
