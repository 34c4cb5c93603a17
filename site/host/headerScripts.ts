/**
 * Which inline scripts the reporting header policy allows at each address (decision 022): the header is sent with
 * every page before its first paint, on a slow phone inside the same first round trip as the page, so it names no
 * script that address cannot carry. A script of a page the host may serve at an address no rule can name (the 404
 * page, an article, a page newer than the build) goes on every response; a route's page that carries more (a
 * thank-you page's greeting, the calculator frame's loader, the back office's router) gets a rule of its own, at the
 * route's address, with its own scripts. The rules grow with the route table, never with the articles.
 */
import { routeTable, type RouteRow } from '@cg/data/routeTable';
import { builtPageFile, spaFallbackFile } from './hostFiles';

/** Each built page's inline scripts (CSP hash sources), by its file under the host's folder ('students/thank-you.html'). */
export type ScriptsByFile = ReadonlyMap<string, readonly string[]>;

export type HeaderScripts = {
  /** Allowed on every response. */
  everywhere: readonly string[];
  /** A route's own address, and its page's scripts, where these are more than `everywhere`. */
  byPath: readonly { path: `/${string}`; scripts: readonly string[] }[];
};

/** The file the host answers a route's address with: its prerendered page, or the SPA fallback for a client-only one. */
const routeFile = (row: RouteRow) => (row.render === 'client' ? spaFallbackFile : builtPageFile(row.path));

export function headerScripts(scriptsByFile: ScriptsByFile, rows: readonly RouteRow[] = routeTable): HeaderScripts {
  const routes = rows.filter((row) => row.render === 'client' || !row.path.includes(':'));
  const routeFiles = new Set(routes.map(routeFile));
  const everywhere = new Set([...scriptsByFile].filter(([file]) => !routeFiles.has(file)).flatMap(([, scripts]) => scripts));
  const byPath = routes.flatMap((row) => {
    const scripts = [...new Set(scriptsByFile.get(routeFile(row)) ?? [])].sort();
    return scripts.every((script) => everywhere.has(script)) ? [] : [{ path: row.path, scripts }];
  });
  return { everywhere: [...everywhere].sort(), byPath };
}
