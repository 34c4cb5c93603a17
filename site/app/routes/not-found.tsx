import type { IslandsHandle } from '../islands/islandRenderer';
import { useLocation } from 'react-router';
import { buildMeta, headOf } from '../lib/meta';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeFor } from '../routeTable';

// Unknown routes use the home metadata, but are never indexed.
const tags = buildMeta({ ...headOf(routeFor('/')), noindex: true });
export const meta = () => tags;
// A page of islands (decision 028): only the shell's islands, and the one that logs the path.
export const handle = { hydrate: false } satisfies IslandsHandle;

export default function NotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}
