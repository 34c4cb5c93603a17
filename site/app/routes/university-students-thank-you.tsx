import { metaFor } from '../lib/routeMeta';
import { UniversityThankYouPage } from '../pages/LeadThankYouPages';

export const meta = metaFor('/university-students/thank-you');

export default UniversityThankYouPage;
