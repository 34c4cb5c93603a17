import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './sql';

/**
 * Privacy upkeep of the local backend (docs/decisions/023-privacy-by-design.md). Hosted Supabase runs
 * public.apply_retention daily from pg_cron; here the backend runs the same function on a timer. And the
 * local stand-in for the mail provider, the captured .eml files, keeps no copy of a lead that is gone:
 * erased by an admin, by a person's request or by retention.
 */

/** Runs the database's retention: counts only, as the database logs them. */
export async function applyRetention(db: Database): Promise<{ leads: number; downloads: number }> {
  const { rows } = await db.query<{ result: { leads: number; downloads: number } }>('select public.apply_retention() as result');
  const { leads, downloads } = rows[0]!.result;
  return { leads, downloads };
}

const emlName = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/** Removes every captured e-mail whose lead no longer exists; answers how many went. */
export async function sweepMail(db: Database, mailDir: string): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((name) => emlName.test(name));
  } catch {
    return 0;
  }
  if (names.length === 0) return 0;
  const ids = [...new Set(names.map((name) => emlName.exec(name)![1]!))];
  const { rows } = await db.query<{ submission_id: string }>(
    'select submission_id::text from public.leads where submission_id = any($1::uuid[])',
    [ids],
  );
  const kept = new Set(rows.map((row) => row.submission_id));
  const gone = names.filter((name) => !kept.has(emlName.exec(name)![1]!));
  for (const name of gone) rmSync(join(mailDir, name), { force: true });
  return gone.length;
}
