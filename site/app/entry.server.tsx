import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { IslandRenderer, type RenderIsland } from './islands/islandRenderer';

const renderIsland: RenderIsland = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/**
 * The build's renderer (every public page is prerendered; there is no server at run time). It waits for
 * the whole page, lazy islands included (forms/LeadCaptureFormIsland.tsx), so every Suspense boundary is
 * written in place, not in a hidden block a script moves: the page reads and its forms post without JavaScript.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let failed = false;
  const page = (
    // The SPA fallback (routerContext.isSpaMode) renders only the root, for pages the browser renders whole: no islands.
    <IslandRenderer value={routerContext.isSpaMode ? null : renderIsland}>
      <ServerRouter context={routerContext} url={request.url} />
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
