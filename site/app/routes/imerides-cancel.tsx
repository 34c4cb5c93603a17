import { cancelRegistrationPath } from '@cg/data/eventLinks';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { EventCancelPage } from '../pages/EventCancelPage';

export const loader = headLoader(cancelRegistrationPath);
export const meta = headMeta;

export default EventCancelPage;
