import { metaFor } from '../lib/routeMeta';
import { ForeisThankYouPage } from '../pages/LeadThankYouPages';

export const meta = metaFor('/foreis/thank-you');

export default ForeisThankYouPage;
