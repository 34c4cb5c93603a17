import type { MetaDescriptor } from 'react-router';
import { routeFor, type RoutePath } from '../routeTable';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbJsonLd, structuredDataOf } from './structuredData';
import { buildMeta, headOf } from './meta';

const jsonLd = (data: object): MetaDescriptor => ({ 'script:ld+json': data });

/** A route module's `meta`: the row's head tags, its structured data and its breadcrumb list. */
export function metaFor(path: RoutePath): () => MetaDescriptor[] {
  const row = routeFor(path);
  const trail = breadcrumbTrail(row);
  const tags = buildMeta(headOf(row), [...structuredDataOf(row).map(jsonLd), ...(trail.length ? [jsonLd(breadcrumbJsonLd(trail))] : [])]);
  return () => tags;
}
