import { canonicalPath, type RouteRow } from '@cg/data/routeTable';
import { breadcrumbTrail } from './breadcrumbs';
import type { PageFrame } from './pageFrame';
import { serviceCards } from './services';

/** A row's frame; a dynamic page (an article) names itself in its own breadcrumbs, and no row means none. */
export function frameOf(row: RouteRow | undefined): PageFrame {
  if (!row) return { crumbs: [] };
  return {
    crumbs: row.path.includes(':') ? [] : breadcrumbTrail(row),
    ...(row.related ? { related: { services: serviceCards, currentHref: canonicalPath(row) } } : {}),
  };
}
