import { articlePathsAtBuild } from './articles/buildTimeArticles';
import { dynamicRoutes, type RouteRow } from '@cg/data/routeTable';

/** Where each dynamic row's paths come from at build time. Node only: the config and routes.ts. */
const pathSources: Record<string, () => Promise<string[]>> = {
  '/articles/:slug': articlePathsAtBuild,
};

/** The paths the build prerenders for each dynamic row (none when its data is unreachable). */
export async function buildTimePaths(): Promise<Map<RouteRow['path'], string[]>> {
  const rows = dynamicRoutes();
  const paths = await Promise.all(rows.map((row) => pathSources[row.path]?.() ?? Promise.resolve([])));
  return new Map(rows.map((row, index) => [row.path, paths[index] ?? []]));
}
