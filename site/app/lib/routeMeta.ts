import type { MetaDescriptor } from 'react-router';
import { routeAt, routeFor, type RoutePath, type RouteRow } from '@cg/data/routeTable';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';
import { structuredDataOf } from './structuredData';
import { frameOf } from './frameOf';
import { buildMeta, headOf } from './meta';
import { factsSaid } from './factsSaid';
import type { PageFrame } from './pageFrame';

const jsonLd = (data: object): MetaDescriptor => ({ 'script:ld+json': data });

/** A row's head tags, its structured data and its breadcrumb list. */
export function tagsOf(row: RouteRow): MetaDescriptor[] {
  const trail = breadcrumbTrail(row);
  const said = factsSaid(row);
  return buildMeta(headOf(said), [...structuredDataOf(said).map(jsonLd), ...(trail.length ? [jsonLd(breadcrumbJsonLd(trail))] : [])]);
}

/** A client-only route's `meta` (the admin pages): the row's tags, built in the browser. */
export function metaFor(path: RoutePath): () => MetaDescriptor[] {
  const tags = tagsOf(routeFor(path));
  return () => tags;
}

/**
 * A prerendered route's `loader`: its head tags and its frame, built once at build time. The tags (and
 * the structured data behind them), breadcrumbs and related services reach the browser as this page's
 * loader data, not as the route table in code every page downloads.
 */
export const headLoader = (path: RoutePath) => (): RouteHead => {
  const row = routeFor(path);
  return { head: tagsOf(row), frame: frameOf(row) };
};

/** The `loader` of a module that serves several rows (every form's thank-you page): the row of the request's path. */
export const headLoaderAtLocation = ({ request }: { request: Request }): RouteHead => {
  const row = routeAt(new URL(request.url).pathname);
  return { head: row ? tagsOf(row) : [], frame: frameOf(row) };
};

export type RouteHead = { head: MetaDescriptor[]; frame: PageFrame };
