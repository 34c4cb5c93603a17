/**
 * picture-sweep: once a day, the pictures nothing names any more are removed from their public buckets (migration
 * 20261217090000 says which: a content picture no draft and no version names, an article picture no article, version
 * or text names, a day after it went up). Scheduled as the morning digest is (pg_cron through pg_net, the local
 * backend on a timer); only the service role may call it, anyone else gets 401 before anything is read. Removed a
 * bucket at a time, 100 names a call; what a failed call left stays for the next day's.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase and Vitest.
 */
import { scheduledAnswer as answer, scheduledHandler } from '../_shared/scheduledHandler.ts';
import type { PictureStore } from './store.ts';

export type PictureSweepConfig = {
  store: PictureStore;
  /** The key pg_cron's call carries: the project's service role key. */
  serviceRoleKey: string;
  log?: (line: string) => void;
};

const perCall = 100;

export function createPictureSweepHandler(config: PictureSweepConfig) {
  const log = config.log ?? ((line: string) => console.info(line));
  return scheduledHandler(config.serviceRoleKey, async () => {
    let removed = 0;
    try {
      const unnamed = await config.store.unnamed();
      for (const bucket of new Set(unnamed.map((picture) => picture.bucket))) {
        const names = unnamed.filter((picture) => picture.bucket === bucket).map((picture) => picture.name);
        for (let start = 0; start < names.length; start += perCall)
          removed += await config.store.remove(bucket, names.slice(start, start + perCall));
      }
      // Counts only (a name may say whose picture it was), and only on a day with something to remove.
      if (unnamed.length) log(`picture sweep: ${removed} of ${unnamed.length} unnamed pictures removed`);
      return answer(200, { status: 'swept', removed });
    } catch (error) {
      log(`picture sweep: stopped after ${removed} (${error instanceof Error ? error.message : 'error'})`);
      return answer(503, { status: 'failed', removed });
    }
  });
}
