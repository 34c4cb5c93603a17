/**
 * event-reminders: at 09:00 Greek time, the day before an event, one reminder to each registrant with a seat, with the
 * event's calendar file again (the same UID, so it updates the entry). Scheduled as the morning digest is: pg_cron
 * calls it through pg_net at 06:00 and 07:00 UTC (09:00 in Athens in summer or in winter), the local backend on a
 * timer; it sends only from 09:00 Greek time, and the database claims each registration's reminder once, so an early
 * call, a retry or a second caller sends none twice. A reminder the mailer could not send is released for the next
 * call. Only the service role may call it: anyone else gets 401 before anything is read.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase and Vitest.
 */
import type { Mailer } from '../_shared/leadEmail.ts';
import { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import { scheduledAnswer as answer, scheduledHandler } from '../_shared/scheduledHandler.ts';
import { dayAfter, greekClock, greekMidnight } from '../morning-digest/greekDay.ts';
import type { ReminderStore } from './store.ts';

export type EventRemindersConfig = {
  store: ReminderStore;
  mailer: Mailer;
  /** The sender registrants see (the confirmation's). */
  from?: string;
  /** EVENT_LINK_SECRET, for each reminder's cancel link. */
  linkSecret?: string;
  siteOrigin: string;
  /** The key pg_cron's call carries: the project's service role key. */
  serviceRoleKey: string;
  /** The hour (Greek time) from which the day's reminders go out. */
  sendFromHour?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export function createEventRemindersHandler(config: EventRemindersConfig) {
  const now = config.now ?? Date.now;
  const log = config.log ?? ((line: string) => console.info(line));
  const sendFromHour = config.sendFromHour ?? 9;
  const send = createRegistrationMailer({
    mailer: config.mailer,
    from: config.from,
    siteOrigin: config.siteOrigin,
    linkSecret: config.linkSecret,
  });
  return scheduledHandler(config.serviceRoleKey, async () => {
    const at = new Date(now());
    const { day: today, hour } = greekClock(at);
    if (hour < sendFromHour) return answer(200, { status: 'early' });
    const tomorrow = dayAfter(today);
    try {
      const due = await config.store.claim(greekMidnight(tomorrow), greekMidnight(dayAfter(tomorrow)), at);
      let failed = 0;
      for (const registration of due) {
        const outcome = await send('reminder', registration, at);
        if (outcome !== 'failed') continue;
        failed += 1;
        await config.store.release(registration.registrationId);
      }
      // Counts only: the registrants' addresses stay out of the log.
      log(`reminders for ${tomorrow}: ${due.length - failed} sent, ${failed} failed and left for the next call`);
      return answer(failed ? 502 : 200, { status: failed ? 'failed' : 'sent', reminded: due.length - failed, failed });
    } catch (error) {
      log(`reminders for ${tomorrow}: the database failed (${error instanceof Error ? error.message : 'error'})`);
      return answer(503, { status: 'failed' });
    }
  });
}
