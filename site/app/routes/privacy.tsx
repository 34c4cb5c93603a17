import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { PrivacyPage } from '../pages/PrivacyPage';

export const loader = headLoader('/privacy');
export const meta = headMeta;

export default PrivacyPage;
