import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { generatedFiles, notFoundRoute, routeTable, type RouteRow } from './routeTable';

const toRoute = (row: RouteRow) =>
  row.path === '/' ? index(row.module) : row.id ? route(row.path.slice(1), row.module, { id: row.id }) : route(row.path.slice(1), row.module);

export default [
  ...(routeTable as readonly RouteRow[]).map(toRoute),
  ...generatedFiles.map((file) => route(file.path.slice(1), file.module)),
  route('*', notFoundRoute.module),
] satisfies RouteConfig;
