/**
 * morning-digest: at 09:00 Greek time, one e-mail to the notification addresses with yesterday's leads
 * per form and every lead overdue now, and nothing on a day with neither. pg_cron calls it through pg_net
 * on hosted Supabase (twice, at 06:00 and 07:00 UTC, so one call is 09:00 in summer and in winter); the
 * local backend calls it on a timer. It sends only from 09:00 Greek time, and the database claims each day
 * once, so an early call, a retry or a second caller sends no second digest. Only the service role may
 * call it: it answers 401 to anyone else, before it reads anything.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase
 * and Vitest all run it.
 */
import { staffSender, type Mailer, type MailSettings } from '../_shared/leadEmail.ts';
import { scheduledAnswer as answer, scheduledHandler } from '../_shared/scheduledHandler.ts';
import { digestMessage } from './digestMessage.ts';
import { dayBefore, greekClock, greekMidnight } from './greekDay.ts';
import type { DigestStore } from './store.ts';

export type MorningDigestConfig = {
  store: DigestStore;
  mailer: Mailer;
  settings: MailSettings;
  siteOrigin: string;
  /** The key pg_cron's call carries: the project's service role key. */
  serviceRoleKey: string;
  /** The hour (Greek time) from which the day's digest goes out. */
  sendFromHour?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export function createMorningDigestHandler(config: MorningDigestConfig) {
  const now = config.now ?? Date.now;
  const log = config.log ?? ((line: string) => console.info(line));
  const sendFromHour = config.sendFromHour ?? 9;
  return scheduledHandler(config.serviceRoleKey, async () => {
    const at = new Date(now());
    const { day: today, hour } = greekClock(at);
    if (hour < sendFromHour) return answer(200, { status: 'early' });
    const day = dayBefore(today);
    try {
      const claim = await config.store.claim(day, greekMidnight(day), greekMidnight(today), at);
      if (claim.status !== 'claimed') {
        log(`digest ${day}: ${claim.status === 'empty' ? 'nothing to send' : 'already sent'}`);
        return answer(200, { status: claim.status });
      }
      if (!config.settings.to.length) {
        await config.store.finish(day, false);
        log(`digest ${day}: not sent, no LEAD_NOTIFY_TO`);
        return answer(200, { status: 'no-recipients' });
      }
      const message = digestMessage(claim, {
        day,
        now: at.getTime(),
        siteOrigin: config.siteOrigin,
        from: staffSender(config.settings.from),
        to: config.settings.to,
      });
      const outcome = await config.mailer(message);
      const sent = outcome !== 'failed';
      await config.store.finish(day, sent);
      log(
        `digest ${day}: ${sent ? 'sent' : 'failed, the next call tries again'} (${claim.leads.length} lead(s), ${claim.overdueCount} overdue)`,
      );
      return sent ? answer(200, { status: 'sent' }) : answer(502, { status: 'failed' });
    } catch (error) {
      log(`digest ${day}: the database failed (${error instanceof Error ? error.message : 'error'})`);
      return answer(503, { status: 'failed' });
    }
  });
}
