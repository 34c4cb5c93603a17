import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { islandsLoaderUrl } from 'virtual:cg/islands-loader';
import { IslandRenderer, type PageOfIslands } from './islands/islandRenderer';
import { checkIslandFiles } from './islands/islandFiles.server';
import { hydrationAt } from '@cg/data/routeTable';

const pageOfIslands: PageOfIslands = {
  renderIsland: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  loaderUrl: islandsLoaderUrl,
};

checkIslandFiles();

/**
 * The build's renderer (every public page is prerendered; there is no server at run time). A page the route table
 * marks `hydrate: 'islands'` is rendered for the islands loader: each island as a root of its own, and none of React
 * Router's scripts (no route data stream either: the root layout writes the loader instead of <Scripts/>). The SPA
 * fallback is React Router's own. It waits for the whole page, so every Suspense boundary is written in place, not in a
 * hidden block a script moves: the page reads and its forms post without JavaScript.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let failed = false;
  const isPageOfIslands = !routerContext.isSpaMode && hydrationAt(new URL(request.url).pathname) === 'islands';
  const context = isPageOfIslands ? { ...routerContext, serverHandoffStream: undefined } : routerContext;
  const page = (
    <IslandRenderer value={isPageOfIslands ? pageOfIslands : null}>
      <ServerRouter context={context} url={request.url} />
    </IslandRenderer>
  );
  const stream = await renderToReadableStream(page, {
    // Never move a large finished boundary into a hidden block for a script to put in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set('Content-Type', 'text/html');
  return new Response(stream, { status: failed ? 500 : status, headers });
}
