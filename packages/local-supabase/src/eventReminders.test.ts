import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepMail } from './mailFolder';
import { startTestBackend } from './testBackend';

/**
 * The events' reminders on the local backend with a fixed clock (issue 54): written once, on the day before, from
 * 09:00 Greek time, in winter (+02:00) and in summer (+03:00); never to the waiting list; never to anyone else's call.
 */
const mailDir = mkdtempSync(join(tmpdir(), 'reminder-mail-'));
let clock = 0;
let backend: Awaited<ReturnType<typeof startTestBackend>>;

const winterEvent = 'e7e70000-0000-4000-8000-000000000001';
const summerEvent = 'e7e70000-0000-4000-8000-000000000002';

beforeAll(async () => {
  backend = await startTestBackend({
    siteOrigin: 'https://www.example.gr',
    mail: { dir: mailDir, notifyTo: ['team@example.gr'], log: () => undefined },
    digest: { intervalMs: 0, now: () => clock },
  });
  // Two events of one seat each, in 2099 so no other file's rows share their days: 18:00 Athens time on 15 December
  // (16:00 UTC) and on 15 July (15:00 UTC). Each has a registrant with the seat and one on the waiting list.
  await backend.db.query(`
    insert into public.events (id, title, audience, starts_at, ends_at, online_url, seats, published) values
      ('${winterEvent}', 'Χειμερινή ημερίδα', 'parents', '2099-12-15 16:00+00', '2099-12-15 18:00+00', 'https://meet.example.gr/winter', 1, true),
      ('${summerEvent}', 'Καλοκαιρινή ημερίδα', 'parents', '2099-07-15 15:00+00', '2099-07-15 17:00+00', 'https://meet.example.gr/summer', 1, true)`);
  for (const [event, season] of [
    [winterEvent, 'winter'],
    [summerEvent, 'summer'],
  ] as const) {
    for (const [index, who] of ['seat', 'waiting'].entries()) {
      await backend.db.query(`select public.register_for_event($1, $2, $3, 1000, 600, 300, null, null, null, null, '2099-01-01')`, [
        {
          first_name: 'Ελένη',
          last_name: 'Παππά',
          email: `${who}-${season}@example.gr`,
          phone: `69400000${season === 'winter' ? 1 : 2}${index}`,
        },
        { event_id: event, people: 1 },
        `reminders-${season}-${who}`,
      ]);
    }
  }
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

const callReminders = (key = backend.serviceRoleKey) =>
  fetch(`${backend.url}/functions/v1/event-reminders`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
const reminders = () => readdirSync(mailDir).filter((name) => name.includes('-event-reminder-'));

/** One captured reminder: its recipient, subject and calendar file. */
function readReminder(name: string) {
  const eml = readFileSync(join(mailDir, name), 'utf8');
  const subject = Buffer.from(/^Subject: =\?UTF-8\?B\?([^?]+)\?=/m.exec(eml)![1]!, 'base64').toString('utf8');
  const calendar = /Content-Type: text\/calendar[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([^-]+)/.exec(eml)![1]!;
  const component = new ICAL.Component(ICAL.parse(Buffer.from(calendar.replace(/\r\n/g, ''), 'base64').toString('utf8')));
  for (const zone of component.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent') ?? undefined);
  return { to: /^To: (.*)$/m.exec(eml)![1]!.trim(), subject, startsAt: event.startDate.toJSDate().toISOString() };
}

describe('the day-before reminder', () => {
  it('in winter: not at 08:59 Greek time, once from 09:00, to the registrant with the seat only', async () => {
    clock = Date.parse('2099-12-14T06:59:00Z');
    expect(await (await callReminders()).json()).toEqual({ status: 'early' });
    expect(reminders()).toEqual([]);
    clock = Date.parse('2099-12-14T07:00:00Z');
    expect(await (await callReminders()).json()).toEqual({ status: 'sent', reminded: 1, failed: 0 });
    expect(reminders().map(readReminder)).toEqual([
      { to: 'seat-winter@example.gr', subject: 'Υπενθύμιση: αύριο η ημερίδα «Χειμερινή ημερίδα»', startsAt: '2099-12-15T16:00:00.000Z' },
    ]);
    // The second scheduled call an hour later, and a retry: nothing more.
    clock = Date.parse('2099-12-14T08:00:00Z');
    expect(await (await callReminders()).json()).toEqual({ status: 'sent', reminded: 0, failed: 0 });
    expect(reminders()).toHaveLength(1);
  });

  it('in summer: from 09:00 Greek time, which is 06:00 UTC', async () => {
    clock = Date.parse('2099-07-14T05:59:00Z');
    expect(await (await callReminders()).json()).toEqual({ status: 'early' });
    clock = Date.parse('2099-07-14T06:00:00Z');
    expect(await (await callReminders()).json()).toEqual({ status: 'sent', reminded: 1, failed: 0 });
    expect(
      reminders()
        .map((name) => readReminder(name).to)
        .sort(),
    ).toEqual(['seat-summer@example.gr', 'seat-winter@example.gr']);
  });

  it('keeps a registration’s e-mails while it exists, and removes them with it (a person’s erasure, retention)', async () => {
    expect(await sweepMail(backend.db, mailDir)).toBe(0);
    expect(reminders()).toHaveLength(2);
    await backend.db.query(`delete from public.leads where email = 'seat-winter@example.gr'`);
    expect(await sweepMail(backend.db, mailDir)).toBe(1);
    expect(reminders().map((name) => readReminder(name).to)).toEqual(['seat-summer@example.gr']);
  });

  it('answers anyone but the service role 401, before it reads anything', async () => {
    expect((await callReminders(backend.anonKey)).status).toBe(401);
  });
});
