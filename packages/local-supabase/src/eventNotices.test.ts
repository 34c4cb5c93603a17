import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cancelEvent, createEvent, eventRow, setEventPublished, signIn, updateEvent, type AppClient } from '@cg/data';
import { startTestBackend, testClient } from './testBackend';

/**
 * Registrants told when their event moves or is cancelled (issue 54): the change queues the notices, event-notices
 * sends each once (an admin's call or the service role's), with the same calendar entry updated.
 */
const mailDir = mkdtempSync(join(tmpdir(), 'notice-mail-'));
const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
const reader = { email: 'reader@example.gr', password: 'local-reader-password' };
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend({
    admin,
    users: [reader],
    siteOrigin: 'https://www.example.gr',
    mail: { dir: mailDir, log: () => undefined },
  });
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

const signedIn = async (account: { email: string; password: string }) => {
  const session: AppClient = testClient(backend);
  await signIn(session, account.email, account.password);
  return session;
};
const tokenOf = async (session: AppClient) => (await session.auth.getSession()).data.session!.access_token;
const callNotices = (token: string) =>
  fetch(`${backend.url}/functions/v1/event-notices`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

/** The captured notices: recipient, subject, and their calendar file's start, status and sequence. */
function notices() {
  return readdirSync(mailDir)
    .filter((name) => /-event-(moved|cancelled)-notice-/.test(name))
    .map((name) => {
      const eml = readFileSync(join(mailDir, name), 'utf8');
      const calendar = /Content-Type: text\/calendar[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([^-]+)/.exec(eml)?.[1];
      const subject = Buffer.from(/^Subject: =\?UTF-8\?B\?([^?]+)\?=/m.exec(eml)![1]!, 'base64').toString('utf8');
      const to = /^To: (.*)$/m.exec(eml)![1]!.trim();
      if (!calendar) return { to, subject, calendar: null };
      const component = new ICAL.Component(ICAL.parse(Buffer.from(calendar.replace(/\r\n/g, ''), 'base64').toString('utf8')));
      const vevent = component.getFirstSubcomponent('vevent')!;
      return {
        to,
        subject,
        calendar: {
          sequence: vevent.getFirstPropertyValue('sequence'),
          status: vevent.getFirstPropertyValue('status'),
          start: String(vevent.getFirstPropertyValue('dtstart')),
        },
      };
    })
    .filter((mail) => mail.subject.endsWith('Ημερίδα που αλλάζει'))
    .sort((a, b) => `${a.subject}${a.to}`.localeCompare(`${b.subject}${b.to}`));
}

/** On one PostgreSQL server (the database step) other files' promotions may still wait: sent before a test counts its own. */
const sendWhatWaits = () => callNotices(backend.serviceRoleKey);

it('tells a moved event’s registrants once, with the calendar entry moved; then its cancellation; only an admin or the service role may ask', async () => {
  await sendWhatWaits();
  const staff = await signedIn(admin);
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const values = {
    title: 'Ημερίδα που αλλάζει',
    audience: 'parents',
    description: '',
    date: day,
    startTime: '18:00',
    endTime: '20:00',
    where: 'online',
    address: '',
    city: '',
    onlineUrl: 'https://meet.example.gr/changes',
    seats: '1',
    registration: 'open',
  } as const;
  const created = await createEvent(staff, eventRow(values, Date.now()).row!);
  if (!created.ok) throw new Error(created.message);
  await setEventPublished(staff, created.data, true);
  for (const [index, email] of ['seat@example.gr', 'line@example.gr'].entries())
    await backend.db.query('select public.register_for_event($1, $2, $3, 1000, 600)', [
      { first_name: 'Ελένη', last_name: 'Παππά', email, phone: `694111000${index}` },
      { event_id: created.data, people: 1 },
      `notices-${index}`,
    ]);

  const [event] = (await staff.from('events').select('*').eq('id', created.data)).data!;
  expect(await updateEvent(staff, event!, eventRow({ ...values, startTime: '19:00', endTime: '21:00' }, Date.now()).row!)).toMatchObject({
    ok: true,
  });
  expect((await callNotices(await tokenOf(await signedIn(reader)))).status).toBe(403);
  expect((await callNotices(backend.anonKey)).status).toBe(401);
  expect(await (await callNotices(await tokenOf(staff))).json()).toEqual({ status: 'sent', sent: 2, failed: 0 });
  expect(await (await callNotices(backend.serviceRoleKey)).json()).toEqual({ status: 'sent', sent: 0, failed: 0 });
  expect(notices()).toEqual(
    [
      {
        to: 'seat@example.gr',
        subject: 'Νέα ημερομηνία: Ημερίδα που αλλάζει',
        calendar: { sequence: 1, status: 'CONFIRMED', start: `${day}T19:00:00` },
      },
      // On the waiting list: told, without a calendar entry for a seat they do not have.
      { to: 'line@example.gr', subject: 'Νέα ημερομηνία: Ημερίδα που αλλάζει', calendar: null },
    ].sort((a, b) => `${a.subject}${a.to}`.localeCompare(`${b.subject}${b.to}`)),
  );

  expect(await cancelEvent(staff, created.data)).toMatchObject({ ok: true });
  expect(await (await callNotices(backend.serviceRoleKey)).json()).toEqual({ status: 'sent', sent: 2, failed: 0 });
  expect(notices().filter((mail) => mail.subject.startsWith('Ακυρώθηκε'))).toEqual([
    { to: 'line@example.gr', subject: 'Ακυρώθηκε: Ημερίδα που αλλάζει', calendar: null },
    {
      to: 'seat@example.gr',
      subject: 'Ακυρώθηκε: Ημερίδα που αλλάζει',
      calendar: { sequence: 2, status: 'CANCELLED', start: `${day}T19:00:00` },
    },
  ]);
});

it('e-mails whoever a seat goes to from the waiting list, whatever freed it: seats raised, a cancel link, a person erased', async () => {
  await sendWhatWaits();
  const staff = await signedIn(admin);
  const day = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
  const values = {
    title: 'Ημερίδα με λίστα αναμονής',
    audience: 'parents',
    description: '',
    date: day,
    startTime: '18:00',
    endTime: '20:00',
    where: 'online',
    address: '',
    city: '',
    onlineUrl: 'https://meet.example.gr/line',
    seats: '1',
    registration: 'open',
  } as const;
  const created = await createEvent(staff, eventRow(values, Date.now()).row!);
  if (!created.ok) throw new Error(created.message);
  await setEventPublished(staff, created.data, true);
  const people = ['first', 'second', 'third', 'fourth'].map((who, index) => ({
    who,
    email: `${who}-in-line@example.gr`,
    phone: `69422200${index}0`,
  }));
  const registered: string[] = [];
  for (const person of people) {
    const { rows } = await backend.db.query<{ answer: { registration_id: string } }>(
      'select public.register_for_event($1, $2, $3, 1000, 600) as answer',
      [
        { first_name: 'Νίκος', last_name: 'Πάππας', email: person.email, phone: person.phone },
        { event_id: created.data, people: 1 },
        `line-${person.who}`,
      ],
    );
    registered.push(rows[0]!.answer.registration_id);
  }
  const promoted = () =>
    readdirSync(mailDir)
      .filter((name) => name.includes('-registration-seat-e-mail-'))
      .map((name) => /^To: (.*)$/m.exec(readFileSync(join(mailDir, name), 'utf8'))![1]!.trim())
      .filter((to) => to.endsWith('-in-line@example.gr'))
      .sort();

  // Seats raised by staff: the back office asks for the notices right after.
  const [event] = (await staff.from('events').select('*').eq('id', created.data)).data!;
  expect(await updateEvent(staff, event!, eventRow({ ...values, seats: '2' }, Date.now()).row!)).toMatchObject({ ok: true });
  await callNotices(await tokenOf(staff));
  expect(promoted()).toEqual(['second-in-line@example.gr']);

  // The first cancels with their link: the function sends the notice itself.
  const cancelled = await backend.db.query<{ answer: { status: string } }>('select public.cancel_registration($1) as answer', [
    registered[0],
  ]);
  expect(cancelled.rows[0]!.answer.status).toBe('cancelled');
  await callNotices(backend.serviceRoleKey);
  expect(promoted()).toEqual(['second-in-line@example.gr', 'third-in-line@example.gr']);

  // The second is erased at their request: their seat goes to the last in line, who is told.
  await backend.db.query('delete from public.leads where email = $1', ['second-in-line@example.gr']);
  await callNotices(backend.serviceRoleKey);
  expect(promoted()).toEqual(['fourth-in-line@example.gr', 'second-in-line@example.gr', 'third-in-line@example.gr']);
});
