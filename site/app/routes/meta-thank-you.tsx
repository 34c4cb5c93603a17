import { metaFor } from '../lib/routeMeta';
import { MetaThankYouPage } from '../pages/MetaThankYouPage';

export const meta = metaFor('/meta/thank-you');

export default MetaThankYouPage;
