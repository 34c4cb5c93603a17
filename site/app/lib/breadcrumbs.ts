import { canonicalPath, type RouteRow } from '@cg/data/routeTable';

export type Crumb = { label: string; href: string };

export const homeCrumb: Crumb = { label: 'Αρχική', href: '/' };

/** Home, then the page (spec: a fixed map per route, home plus the page label); none on home itself. */
export function breadcrumbTrail(row: RouteRow, ...more: Crumb[]): Crumb[] {
  if (row.breadcrumb === null) return [];
  return [homeCrumb, { label: row.breadcrumb, href: canonicalPath(row) }, ...more];
}
