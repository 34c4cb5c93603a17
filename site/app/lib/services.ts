import type { RelatedService } from '@cg/ui';
import { canonicalPath, routeTable, type RouteRow } from '@cg/data/routeTable';
import { factsSaid } from './factsSaid';

/** Every service card the route table holds, in table order, the facts its lines name said. */
export const serviceCards: readonly RelatedService[] = factsSaid(
  (routeTable as readonly RouteRow[]).flatMap((row) =>
    row.service
      ? [{ title: row.service.title, description: row.service.description, href: canonicalPath(row), group: row.service.group }]
      : [],
  ),
);
