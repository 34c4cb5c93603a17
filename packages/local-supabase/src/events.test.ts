import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  eventMessages,
  eventRegistrationsCsv,
  readEventRegistrations,
  readLead,
  setAttended,
  eventRow,
  readAdminEvents,
  setEventPublished,
  signIn,
  updateEvent,
  type AppClient,
  type EventValues,
} from '@cg/data';
import { fetchEventListing } from '@cg/data/publishedEvents';
import { startTestBackend, testClient } from './testBackend';

const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
const reader = { email: 'reader@example.gr', password: 'local-reader-password' };
let backend: Awaited<ReturnType<typeof startTestBackend>>;
const client = (): AppClient => testClient(backend);

const signedIn = async (account: { email: string; password: string }) => {
  const session = client();
  await signIn(session, account.email, account.password);
  return session;
};

beforeAll(async () => {
  backend = await startTestBackend({ admin, users: [reader], mail: { log: () => undefined } });
}, 60_000);
afterAll(async () => backend?.stop());

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const typed = (title: string, seats = '3'): EventValues => ({
  title,
  audience: 'pupils',
  description: 'Τεστ και συζήτηση.',
  date: inTenDays,
  startTime: '09:00',
  endTime: '13:00',
  where: 'place',
  address: 'Οδός Παραδείγματος 9',
  city: 'Βόλος',
  onlineUrl: '',
  seats,
  registration: 'open',
});
const rowOf = (values: EventValues) => eventRow(values, Date.now()).row!;

/** An event staff have created and published; its id. */
const publishedEvent = async (staff: AppClient, values: EventValues) => {
  const created = await createEvent(staff, rowOf(values));
  if (!created.ok) throw new Error(created.message);
  await setEventPublished(staff, created.data, true);
  return created.data;
};

/** One registration as the intake makes it (the service role: here the database's owner). */
const register = async (eventId: string, person: number, people = 1) => {
  const lead = {
    first_name: 'Μαθητής',
    last_name: `Δοκιμής${person}`,
    email: `event-${eventId.slice(0, 8)}-${person}@example.gr`,
    phone: `69300000${String(person).padStart(2, '0')}`,
  };
  const { rows } = await backend.db.query<{ answer: { status: string; state: string; registration_id: string } }>(
    'select public.register_for_event($1, $2, $3, 1000, 600) as answer',
    [lead, { event_id: eventId, people, pupil_class: 'lyk2' }, `events-test-${person}`],
  );
  return rows[0]!.answer;
};

describe('events in the back office and on the page', () => {
  it('an admin creates a draft the page never shows, publishes it, and the page shows it with its seats', async () => {
    const staff = await signedIn(admin);
    const created = await createEvent(staff, rowOf(typed('Ημερίδα στον Βόλο')));
    if (!created.ok) throw new Error(created.message);
    const visitor = { url: backend.url, anonKey: backend.anonKey };
    expect((await fetchEventListing(visitor)).map((event) => event.id)).not.toContain(created.data);
    expect(await setEventPublished(staff, created.data, true)).toEqual({ ok: true, data: null });
    const listed = (await fetchEventListing(visitor)).find((event) => event.id === created.data);
    expect(listed).toMatchObject({ title: 'Ημερίδα στον Βόλο', seats: 3, seats_left: 3, waiting: false, online: false });
    const { upcoming } = await readAdminEvents(staff, Date.now());
    expect(upcoming.map((event) => event.id)).toContain(created.data);
  });

  it('a signed-in non-admin and a visitor can neither read the table nor write an event', async () => {
    const other = await signedIn(reader);
    expect((await createEvent(other, rowOf(typed('Όχι δική μου')))).ok).toBe(false);
    expect((await other.from('events').select('id')).data).toEqual([]);
    expect((await client().from('events').select('id')).error?.code).toBe('42501');
  });

  it('moving a published event marks it rescheduled with its first start; cancelling closes it; a copy is a new draft', async () => {
    const staff = await signedIn(admin);
    const eventId = await publishedEvent(staff, typed('Ημερίδα που μετακινείται'));
    // Retitled at the same time (the database writes it as +00:00, the form as Z): not moved.
    const [first] = (await staff.from('events').select('*').eq('id', eventId)).data!;
    expect(await updateEvent(staff, first!, rowOf(typed('Ημερίδα που θα μετακινηθεί')))).toEqual({ ok: true, data: null });
    const [retitled] = (await staff.from('events').select('*').eq('id', eventId)).data!;
    expect(retitled).toMatchObject({ title: 'Ημερίδα που θα μετακινηθεί', status: 'scheduled', previous_starts_at: null });
    const current = retitled;
    expect(await updateEvent(staff, current!, rowOf({ ...typed('Ημερίδα που μετακινείται'), startTime: '10:00' }))).toEqual({
      ok: true,
      data: null,
    });
    const [moved] = (await staff.from('events').select('*').eq('id', eventId)).data!;
    expect(moved).toMatchObject({ status: 'rescheduled', previous_starts_at: current!.starts_at });
    expect(await cancelEvent(staff, eventId)).toEqual({ ok: true, data: null });
    const [cancelled] = (await staff.from('events').select('status, registration_open').eq('id', eventId)).data!;
    expect(cancelled).toEqual({ status: 'cancelled', registration_open: false });
    const copy = await duplicateEvent(staff, moved!);
    if (!copy.ok) throw new Error(copy.message);
    const [draft] = (await staff.from('events').select('title, published, status').eq('id', copy.data)).data!;
    expect(draft).toEqual({ title: 'Ημερίδα που μετακινείται (αντίγραφο)', published: false, status: 'scheduled' });
  });

  it('deletes a draft, never a published event or one with registrations', async () => {
    const staff = await signedIn(admin);
    const draft = await createEvent(staff, rowOf(typed('Πρόχειρη')));
    if (!draft.ok) throw new Error(draft.message);
    expect(await deleteEvent(staff, draft.data)).toEqual({ ok: true, data: null });
    const published = await createEvent(staff, rowOf(typed('Δημοσιευμένη')));
    if (!published.ok) throw new Error(published.message);
    await setEventPublished(staff, published.data, true);
    expect(await deleteEvent(staff, published.data)).toMatchObject({ ok: false, message: eventMessages.notDraft });
    await register(published.data, 1);
    await setEventPublished(staff, published.data, false);
    expect(await deleteEvent(staff, published.data)).toMatchObject({ ok: false, message: eventMessages.notDraft });
  });

  it('counts seats as registrations come: a full event queues, a cancellation seats the first in line', async () => {
    const staff = await signedIn(admin);
    const eventId = await publishedEvent(staff, typed('Τρεις θέσεις'));
    const answers = [];
    for (const person of [1, 2, 3, 4]) answers.push(await register(eventId, person));
    expect(answers.map((answer) => answer.state)).toEqual(['confirmed', 'confirmed', 'confirmed', 'waiting']);
    const visitor = { url: backend.url, anonKey: backend.anonKey };
    expect((await fetchEventListing(visitor)).find((event) => event.id === eventId)).toMatchObject({ seats_left: 0, waiting: true });
    const listed = (await readAdminEvents(staff, Date.now())).upcoming.find((event) => event.id === eventId);
    expect(listed).toMatchObject({ taken: 3, waiting: 1 });
    const other = await signedIn(reader);
    expect((await other.rpc('event_counts', { event_ids: [eventId] })).data).toEqual([]);
    const { rows } = await backend.db.query<{ answer: { status: string; promoted: string[] } }>(
      'select public.cancel_registration($1) as answer',
      [answers[0]!.registration_id],
    );
    expect(rows[0]!.answer).toMatchObject({ status: 'cancelled', promoted: [answers[3]!.registration_id] });
    expect((await fetchEventListing(visitor)).find((event) => event.id === eventId)).toMatchObject({ seats_left: 0, waiting: false });
  });

  it('refuses an edit that would leave fewer seats than confirmed registrations hold, in Greek, and keeps them seated', async () => {
    const staff = await signedIn(admin);
    const eventId = await publishedEvent(staff, typed('Πέντε θέσεις', '5'));
    for (const person of [1, 2, 3]) await register(eventId, person);
    // The form was opened before these registrations: its own check saw none, the database's sees three.
    const opened = (await readAdminEvents(staff, Date.now())).upcoming.find((event) => event.id === eventId)!;
    expect(await updateEvent(staff, opened, rowOf(typed('Πέντε θέσεις', '2')))).toEqual({
      ok: false,
      title: 'Σφάλμα',
      message: 'Οι επιβεβαιωμένες δηλώσεις κρατούν ήδη 3 θέσεις· οι θέσεις δεν μπορούν να είναι λιγότερες.',
    });
    expect((await fetchEventListing({ url: backend.url, anonKey: backend.anonKey })).find((event) => event.id === eventId)).toMatchObject({
      seats: 5,
      seats_left: 2,
    });
    expect(await updateEvent(staff, opened, rowOf(typed('Πέντε θέσεις', '3')))).toEqual({ ok: true, data: null });
  });

  it('lists an event’s registrations for staff a page at a time, marks who came, and exports them as Excel-safe CSV', async () => {
    const staff = await signedIn(admin);
    const eventId = await publishedEvent(staff, typed('Δύο θέσεις', '2'));
    for (const person of [11, 12, 13]) await register(eventId, person);
    // A name typed to run as a formula in a spreadsheet.
    await backend.db.query(`update public.leads set first_name = '=HYPERLINK("x")' where email = $1`, [
      `event-${eventId.slice(0, 8)}-11@example.gr`,
    ]);
    const all = await readEventRegistrations(staff, eventId);
    expect(all.map((row) => [row.last_name, row.state, row.pupil_class])).toEqual([
      ['Δοκιμής11', 'confirmed', 'lyk2'],
      ['Δοκιμής12', 'confirmed', 'lyk2'],
      ['Δοκιμής13', 'waiting', 'lyk2'],
    ]);
    expect(await readEventRegistrations(staff, eventId, { after: all[0], size: 1 })).toEqual([all[1]]);
    // The inbox's detail of a registration's lead names its event.
    expect((await readLead(staff, all[0]!.lead_id))?.registration).toEqual({
      title: 'Δύο θέσεις',
      starts_at: expect.any(String),
      state: 'confirmed',
      people: 1,
    });
    expect(await setAttended(staff, all[1]!.registration_id, true)).toEqual({ ok: true, data: null });
    expect((await readEventRegistrations(staff, eventId))[1]!.attended).toBe(true);

    const csv = await eventRegistrationsCsv(staff, eventId);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFF"Δήλωση","Όνομα","Επώνυμο","Email","Τηλέφωνο","Άτομα","Τάξη","Κατάσταση"')).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")","Δοκιμής11"`);
    expect(lines[1]).toContain('"1","Β΄ Λυκείου","Με θέση"');
    expect(lines[2]).toMatch(/"Με θέση","","Ναι"$/);
    expect(lines[3]).toContain('"Σε αναμονή"');

    const other = await signedIn(reader);
    expect(await readEventRegistrations(other, eventId)).toEqual([]);
    expect((await setAttended(other, all[0]!.registration_id, true)).ok).toBe(true);
    expect((await readEventRegistrations(staff, eventId))[0]!.attended).toBeNull();
  });
});
