import { metaFor } from '../lib/routeMeta';
import { StudentsThankYouPage } from '../pages/StudentsThankYouPage';

export const meta = metaFor('/students/thank-you');

export default StudentsThankYouPage;
