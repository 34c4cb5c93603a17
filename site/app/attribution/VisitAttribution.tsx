import { InlineScript } from '../lib/InlineScript';
import captureVisit from './captureVisit.inline.ts?inline-script';

/** Remembers where the visit came from, for every lead form the visit sends: it runs as the page is parsed, however late its code comes. */
export function VisitAttribution() {
  return <InlineScript code={captureVisit} />;
}
