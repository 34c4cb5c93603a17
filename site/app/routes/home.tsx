import { headMeta } from '../lib/headMeta';
import { heroPreloadLinks } from '../lib/heroPreload';
import { headLoader } from '../lib/routeMeta';
import { HomePage } from '../pages/HomePage';

export const loader = headLoader('/');
export const meta = headMeta;
export const links = heroPreloadLinks('home');

export default HomePage;
