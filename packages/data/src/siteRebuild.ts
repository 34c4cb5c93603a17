/**
 * After an article is published, edited, unpublished or deleted, the admin page asks the site-rebuild
 * Edge Function (with the admin's own session) to rebuild the prerendered pages and the sitemap. The
 * change is already live (pages read articles from the database); this only refreshes the static copy.
 */
import type { AppClient } from './client';

export type SiteRebuildResult = { ok: true } | { ok: false; message: string };

const notStarted = 'Η αλλαγή είναι ήδη ορατή, αλλά η ανανέωση των στατικών σελίδων δεν ξεκίνησε· θα γίνει με την επόμενη αλλαγή.';

export async function requestSiteRebuild(client: AppClient): Promise<SiteRebuildResult> {
  try {
    const result = await client.functions.invoke('site-rebuild', { method: 'POST' });
    return result.error ? { ok: false, message: notStarted } : { ok: true };
  } catch {
    return { ok: false, message: notStarted };
  }
}
