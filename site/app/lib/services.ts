import type { RelatedService } from '@cg/ui';
import { canonicalPath, routeTable, type RouteRow } from '@cg/data/routeTable';

/** Every service card the route table holds, in table order. */
export const serviceCards: readonly RelatedService[] = (routeTable as readonly RouteRow[]).flatMap((row) =>
  row.service
    ? [{ title: row.service.title, description: row.service.description, href: canonicalPath(row), group: row.service.group }]
    : [],
);
