import type { Database } from './sql';

/**
 * Privacy upkeep of the local backend (docs/decisions/023-privacy-by-design.md). Hosted Supabase runs
 * public.apply_retention daily from pg_cron; here the backend runs the same function on a timer (and
 * mailFolder.ts's sweep removes the captured e-mails of leads that are gone).
 */

/** Runs the database's retention: counts only, as the database logs them. */
export async function applyRetention(db: Database): Promise<{ leads: number; downloads: number }> {
  const { rows } = await db.query<{ result: { leads: number; downloads: number } }>('select public.apply_retention() as result');
  const { leads, downloads } = rows[0]!.result;
  return { leads, downloads };
}
