import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { buildTimePaths } from './buildTimePaths';
import { generatedFiles, notFoundRoute, routeTable, type RouteRow } from '@cg/data/routeTable';

// A dynamic page gets its build-time loader only when the build prerenders some of its paths
// (React Router refuses a loader on a route it prerenders nowhere).
const known = await buildTimePaths();
const moduleOf = (row: RouteRow) => (row.prerenderedModule && known.get(row.path)?.length ? row.prerenderedModule : row.module);

const toRoute = (row: RouteRow) =>
  row.path === '/' ? index(row.module) : route(row.path.slice(1), moduleOf(row), row.id ? { id: row.id } : {});

export default [
  ...(routeTable as readonly RouteRow[]).map(toRoute),
  ...generatedFiles.map((file) => route(file.path.slice(1), file.module)),
  route('*', notFoundRoute.module),
] satisfies RouteConfig;
