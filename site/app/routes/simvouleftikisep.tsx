import { metaFor } from '../lib/routeMeta';
import { ConsultationBookedPage } from '../pages/ConsultationBookedPage';

export const meta = metaFor('/simvouleftikisep');

export default ConsultationBookedPage;
