import { metaFor } from '../lib/routeMeta';
import { AboutPage } from '../pages/AboutPage';

export const meta = metaFor('/about');

export default AboutPage;
