import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { MetaThankYouPage } from '../pages/MetaThankYouPage';

export const loader = headLoader('/meta/thank-you');
export const meta = headMeta;

export default MetaThankYouPage;
