import { attributionCapturedField, attributionStorageKey, campaignKeys } from '@cg/data/attribution';
import { captureVisit } from './captureVisit';

// Written into the HTML at build time only (import.meta.env.SSR drops it from the client build); hydration
// leaves an inline script as it is. It runs while the page parses, so the first page of a visit is seen
// however late hydration comes.
const script = import.meta.env.SSR
  ? `(${captureVisit.toString()})(${JSON.stringify(attributionStorageKey)}, ${JSON.stringify(campaignKeys)}, ${JSON.stringify(attributionCapturedField)});`
  : '';

/** Remembers where the visit came from, for every lead form the visit sends. */
export function VisitAttribution() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
