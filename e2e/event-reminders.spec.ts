import { rmSync, writeFileSync } from 'node:fs';
import { expect, hydrated, test } from './fixtures';
import { createEventAsAdmin, e2eBackend, e2eClockFile, mailsTo, removeEventAsAdmin, serviceRoleKey, uniqueEmail } from './backend';
import { calendarEvent, fillPerson, registerByIntake, registrationForm } from './events';

/**
 * The day-before reminder (issue 54) on the run's backend, its clock fixed: written once, from 09:00 Greek time on the
 * day before, in winter (+02:00) and in summer (+03:00), to whoever holds a seat and not to the waiting list. It runs
 * after every other spec (playwright.config.ts, project "last"): the clock is the whole backend's.
 */
// One clock, so one season at a time.
test.describe.configure({ mode: 'default' });
test.afterEach(() => rmSync(e2eClockFile, { force: true }));

/** The backend's clock set to this instant, then the reminders called as the schedule calls them. */
async function remindAt(instant: string) {
  writeFileSync(e2eClockFile, instant);
  const answer = await fetch(`${e2eBackend.url}/functions/v1/event-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await serviceRoleKey()}` },
  });
  return answer.json();
}

/** The reminders this address was sent: their subject and the start their calendar file gives. */
const remindersTo = (email: string) =>
  mailsTo(email)
    .filter((mail) => mail.subject.startsWith('Υπενθύμιση'))
    .map((mail) => {
      const event = calendarEvent(mail.calendar!);
      return { subject: mail.subject, startsAt: event.startDate.toJSDate().toISOString(), zone: event.startDate.zone?.tzid };
    });

// 18:00 Greek time on 15 December (16:00 UTC) and on 15 July (15:00 UTC), years ahead so no other event shares their days.
const seasons = [
  {
    name: 'winter',
    startsAt: '2099-12-15T16:00:00.000Z',
    endsAt: '2099-12-15T18:00:00.000Z',
    before9: '2099-12-14T06:59:00Z',
    at9: '2099-12-14T07:00:00Z',
  },
  {
    name: 'summer',
    startsAt: '2099-07-15T15:00:00.000Z',
    endsAt: '2099-07-15T17:00:00.000Z',
    before9: '2099-07-14T05:59:00Z',
    at9: '2099-07-14T06:00:00Z',
  },
] as const;

for (const season of seasons) {
  test(`in ${season.name}, a registrant is reminded once, from 09:00 Greek time on the day before; the waiting list is not`, async ({
    page,
  }) => {
    const title = `Ημερίδα υπενθύμισης ${season.name} ${crypto.randomUUID().slice(0, 6)}`;
    const id = await createEventAsAdmin({
      title,
      audience: 'parents',
      starts_at: season.startsAt,
      ends_at: season.endsAt,
      online_url: 'https://meet.example.gr/reminder-e2e',
      seats: 1,
    });
    const seated = uniqueEmail(`reminder-${season.name}`);
    const waiting = uniqueEmail(`reminder-${season.name}-wait`);
    try {
      // The seat is taken on the page, as a visitor does; the next registration waits.
      await page.goto('/imerides');
      await hydrated(page);
      const form = registrationForm(page);
      await form.getByLabel('Ημερίδα').focus();
      await form.getByLabel('Ημερίδα').selectOption(id);
      await fillPerson(page, seated);
      await form.getByRole('button', { name: 'Δήλωση συμμετοχής' }).click();
      await expect(page).toHaveURL(/\/imerides\/thank-you$/);
      await registerByIntake(id, waiting, '6912345671');

      expect(await remindAt(season.before9)).toEqual({ status: 'early' });
      expect(remindersTo(seated)).toEqual([]);
      expect(await remindAt(season.at9)).toEqual({ status: 'sent', reminded: 1, failed: 0 });
      const reminder = { subject: `Υπενθύμιση: αύριο η ημερίδα «${title}»`, startsAt: season.startsAt, zone: 'Europe/Athens' };
      await expect.poll(() => remindersTo(seated)).toEqual([reminder]);
      // The schedule's second call an hour later, and a retry: nothing more.
      expect(await remindAt(new Date(Date.parse(season.at9) + 3_600_000).toISOString())).toEqual({
        status: 'sent',
        reminded: 0,
        failed: 0,
      });
      expect(await remindAt(season.at9)).toEqual({ status: 'sent', reminded: 0, failed: 0 });
      expect(remindersTo(seated)).toEqual([reminder]);
      expect(remindersTo(waiting)).toEqual([]);
    } finally {
      await removeEventAsAdmin(id);
    }
  });
}
