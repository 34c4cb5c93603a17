import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ConsultationBookedPage } from '../pages/ConsultationBookedPage';

export const loader = headLoader('/simvouleftikisep');
export const meta = headMeta;

export default ConsultationBookedPage;
