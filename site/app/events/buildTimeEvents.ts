import { fetchEventListing, type ListedEvent } from '@cg/data/publishedEvents';
import { buildBackend } from '../articles/buildTimeArticles';

/** What /imerides is built with: the published events not yet over, and when the build read them. */
export type StoredEvents = { events: ListedEvent[]; readAt: number };

/**
 * The events as the build reads them from the backend the site will talk to; null when the build reached no
 * backend (the page is built saying nothing is announced, and the browser reads the list at once). Build time only.
 */
export async function eventListingAtBuild(): Promise<StoredEvents | null> {
  try {
    return { events: await fetchEventListing(buildBackend(), { signal: AbortSignal.timeout(5000) }), readAt: Date.now() };
  } catch (error) {
    console.warn(
      `Build: no events from ${buildBackend().url} (${error instanceof Error ? error.message : String(error)}); /imerides is built without them.`,
    );
    return null;
  }
}
