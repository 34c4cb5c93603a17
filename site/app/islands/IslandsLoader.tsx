import { useLocation } from 'react-router';
import { InlineScript } from '../lib/InlineScript';
import { isCountedPage, routeAt } from '@cg/data/routeTable';
import { loaderRouteAttribute, loaderUrlAttribute } from './loaderScript';
import startLoader from './startLoader.inline.ts?inline-script';

/**
 * What a page of islands carries instead of React Router's scripts: the islands loader (loader.ts), asked for once
 * the page has loaded and its largest paint is on screen (afterLargestPaint). Its address is the build's
 * (site/vite/islandsLoader.ts reads it from the browser build's manifest for the build's renderer). The page's route
 * in the route table goes with it, for the page's measurement (a page it does not count, such as a thank-you page or
the 404 page, has none).
 */
export function IslandsLoader({ url }: { url: string }) {
  const row = routeAt(useLocation().pathname);
  const route = row && isCountedPage(row) ? row.path : undefined;
  return <InlineScript code={startLoader} data={{ [loaderUrlAttribute]: url, ...(route ? { [loaderRouteAttribute]: route } : {}) }} />;
}
