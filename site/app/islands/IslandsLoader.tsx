import { InlineScript } from '../lib/InlineScript';
import startLoader from './startLoader.inline.ts?inline-script';

/**
 * What a page of islands carries instead of React Router's scripts: the islands loader (loader.ts), asked for once
 * the page has loaded and its largest paint is on screen (afterLargestPaint). Its address is the build's
 * (site/vite/islandsLoader.ts reads it from the browser build's manifest for the build's renderer).
 */
export function IslandsLoader({ url }: { url: string }) {
  return <InlineScript code={startLoader} data={{ 'data-loader': url }} />;
}
