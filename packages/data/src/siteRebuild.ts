/**
 * After an article is published, edited, unpublished or deleted, the admin page asks the site-rebuild
 * Edge Function (with the admin's own session) to rebuild the prerendered pages and the sitemap. The
 * change is already live (pages read articles from the database); this only refreshes the static copy.
 */
import * as v from 'valibot';
import type { AppClient } from './client';
import { buildFailures, type BuildFailure } from './siteBuildReport.ts';

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

/** A build of the public site as the host reported it (scripts/reported-build.ts, the site-build-report function). */
export type SiteBuild = {
  startedAt: string;
  finishedAt: string | null;
  outcome: 'building' | 'succeeded' | 'failed';
  failure: BuildFailure | null;
  /** The content document the build refused, by key. */
  document: string | null;
};

/** What the back office shows of the builds: the newest, when the last good one ended, the last rebuild asked for and sent. */
export type SiteBuildStatus = { latest: SiteBuild | null; lastGoodAt: string | null; requestedAt: string | null; sentAt: string | null };

const statusRow = v.object({
  latest_started_at: v.nullable(v.string()),
  latest_finished_at: v.nullable(v.string()),
  latest_outcome: v.nullable(v.picklist(['building', 'succeeded', 'failed'])),
  latest_failure: v.nullable(v.picklist(buildFailures)),
  latest_document: v.nullable(v.string()),
  last_good_at: v.nullable(v.string()),
  requested_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
});

const unreadable = 'Η κατάσταση των ανανεώσεων δεν φόρτωσε.';

/** The builds' status (admins only: `site_build_status`); a Greek failure when it cannot be read. */
export async function readSiteBuildStatus(
  client: AppClient,
): Promise<{ ok: true; data: SiteBuildStatus } | { ok: false; message: string }> {
  const { data, error } = await client.rpc('site_build_status');
  const parsed = v.safeParse(statusRow, data?.[0]);
  if (error || !parsed.success) return { ok: false, message: unreadable };
  const row = parsed.output;
  return {
    ok: true,
    data: {
      latest:
        row.latest_started_at && row.latest_outcome
          ? {
              startedAt: row.latest_started_at,
              finishedAt: row.latest_finished_at,
              outcome: row.latest_outcome,
              failure: row.latest_failure,
              document: row.latest_document,
            }
          : null,
      lastGoodAt: row.last_good_at,
      requestedAt: row.requested_at,
      sentAt: row.sent_at,
    },
  };
}
