import { metaFor } from '../lib/routeMeta';
import { SeminariaThankYouPage } from '../pages/LeadThankYouPages';

export const meta = metaFor('/seminaria/thank-you');

export default SeminariaThankYouPage;
