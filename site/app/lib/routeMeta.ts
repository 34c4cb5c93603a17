import type { MetaDescriptor } from 'react-router';
import { routeAt, routeFor, type RoutePath, type RouteRow } from '../routeTable';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbJsonLd, structuredDataOf } from './structuredData';
import { buildMeta, headOf } from './meta';

const jsonLd = (data: object): MetaDescriptor => ({ 'script:ld+json': data });

/** A row's head tags, its structured data and its breadcrumb list. */
function tagsOf(row: RouteRow): MetaDescriptor[] {
  const trail = breadcrumbTrail(row);
  return buildMeta(headOf(row), [...structuredDataOf(row).map(jsonLd), ...(trail.length ? [jsonLd(breadcrumbJsonLd(trail))] : [])]);
}

/** A route module's `meta`: the row's head tags, its structured data and its breadcrumb list. */
export function metaFor(path: RoutePath): () => MetaDescriptor[] {
  const tags = tagsOf(routeFor(path));
  return () => tags;
}

/** The `meta` of a module that serves several rows (every form's thank-you page): the row of the path it is at. */
export const metaAtLocation = ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
  const row = routeAt(location.pathname);
  return row ? tagsOf(row) : [];
};
