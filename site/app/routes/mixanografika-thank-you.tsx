import { metaFor } from '../lib/routeMeta';
import { MixanografikaThankYouPage } from '../pages/LeadThankYouPages';

export const meta = metaFor('/mixanografika/thank-you');

export default MixanografikaThankYouPage;
