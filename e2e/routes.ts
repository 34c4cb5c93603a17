import { routeTable, type RouteRow } from '@cg/data/routeTable';

/** Every prerendered page of the route table (dynamic pages excluded: their paths come from data). */
export const prerenderedRoutes = (routeTable as readonly RouteRow[]).filter((row) => row.render === 'prerender' && !row.path.includes(':'));

/** Pages the browser renders from the SPA fallback. */
export const clientRoutes = (routeTable as readonly RouteRow[]).filter((row) => row.render === 'client');

/** A path no route matches: the static host answers it with the 404 page. */
export const unknownPath = '/no-such-page/at-all';
