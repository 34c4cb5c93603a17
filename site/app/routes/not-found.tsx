import { useLocation } from 'react-router';
import { buildMeta, headOf } from '../lib/meta';
import { factsSaid } from '../lib/factsSaid';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeFor } from '@cg/data/routeTable';

// Unknown routes use the home metadata, but are never indexed.
const tags = buildMeta({ ...headOf(factsSaid(routeFor('/'))), noindex: true });
export const meta = () => tags;

export default function NotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}
