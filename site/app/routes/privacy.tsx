import { metaFor } from '../lib/routeMeta';
import { PrivacyPage } from '../pages/PrivacyPage';

export const meta = metaFor('/privacy');

export default PrivacyPage;
