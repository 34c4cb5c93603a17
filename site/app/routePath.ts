import type { RoutePath } from '@cg/data/routeTable';

/**
 * A path of the route table, checked at compile time, for code that ships to the browser: only the
 * string reaches the bundle, not the table (its titles, descriptions and keywords).
 */
export const routePath = <P extends RoutePath>(path: P): P => path;
