import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { buildTimePaths } from './buildTimePaths';
import { generatedFiles, newerPageShells, notFoundRoute, routeTable, type RouteRow } from '@cg/data/routeTable';

// A dynamic page gets its build-time loader only when the build prerenders some of its paths
// (React Router refuses a loader on a route it prerenders nowhere).
const known = await buildTimePaths();
const moduleOf = (row: RouteRow) => (row.prerenderedModule && known.get(row.path)?.length ? row.prerenderedModule : row.module);

const toRoute = (row: RouteRow) =>
  row.path === '/' ? index(row.module) : route(row.path.slice(1), moduleOf(row), row.id ? { id: row.id } : {});

export default [
  ...(routeTable as readonly RouteRow[]).map(toRoute),
  // A segment no slug can be, so it shadows no page; served by the host at paths newer than the build.
  ...newerPageShells().map((shell) => route(shell.prerenderPath.slice(1), shell.module)),
  ...generatedFiles.map((file) => route(file.path.slice(1), file.module)),
  route('*', notFoundRoute.module),
] satisfies RouteConfig;
