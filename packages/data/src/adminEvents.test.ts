import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eventMessages, eventRow, eventSchema, eventValuesOf, type AdminEvent, type EventValues } from './adminEvents';

const now = Date.parse('2026-11-28T10:00:00Z');
const typed: EventValues = {
  title: 'Ημερίδα για γονείς',
  audience: 'parents',
  description: 'Πώς στηρίζουμε τα παιδιά μας.',
  date: '2026-12-14',
  startTime: '18:00',
  endTime: '20:00',
  where: 'place',
  address: 'Οδός Παραδείγματος 1',
  city: 'Αθήνα',
  onlineUrl: '',
  seats: '40',
  registration: 'open',
};
const issuesOf = (values: Partial<EventValues>) => {
  const parsed = v.safeParse(eventSchema, { ...typed, ...values });
  return parsed.success
    ? eventRow(parsed.output, now).issues
    : parsed.issues.map((issue) => ({ field: v.getDotPath(issue), message: issue.message }));
};

describe('the event form', () => {
  it('turns a day and two times on Athens’s clock into the row’s instants, in winter and in summer', () => {
    expect(eventRow(typed, now).row).toMatchObject({
      starts_at: '2026-12-14T16:00:00.000Z',
      ends_at: '2026-12-14T18:00:00.000Z',
      seats: 40,
    });
    expect(eventRow({ ...typed, date: '2027-06-14' }, now).row).toMatchObject({ starts_at: '2027-06-14T15:00:00.000Z' });
    expect(eventRow(typed, now).row).toMatchObject({
      address: 'Οδός Παραδείγματος 1',
      city: 'Αθήνα',
      online_url: null,
      registration_open: true,
    });
  });

  it('keeps an online event’s link and no place', () => {
    const online = eventRow({ ...typed, where: 'online', onlineUrl: 'https://meet.example.gr/goneis' }, now).row;
    expect(online).toMatchObject({ address: null, city: null, online_url: 'https://meet.example.gr/goneis' });
  });

  it('answers each mistake on its field, in Greek', () => {
    expect(issuesOf({ endTime: '17:00' })).toEqual([{ field: 'endTime', message: eventMessages.endAfterStart }]);
    expect(issuesOf({ date: '2026-11-01' })).toEqual([{ field: 'date', message: eventMessages.past }]);
    expect(issuesOf({ date: '2027-03-28', startTime: '03:30', endTime: '05:00' })).toEqual([
      { field: 'startTime', message: eventMessages.noSuchTime },
    ]);
    expect(issuesOf({ address: '', city: '' })).toEqual([
      { field: 'address', message: eventMessages.address },
      { field: 'city', message: eventMessages.city },
    ]);
    expect(issuesOf({ where: 'online', onlineUrl: 'http://meet.example.gr/x' })).toEqual([
      { field: 'onlineUrl', message: eventMessages.onlineUrl },
    ]);
    expect(issuesOf({ seats: '0' })).toEqual([{ field: 'seats', message: eventMessages.seats }]);
    expect(issuesOf({ seats: '12.5' })).toEqual([{ field: 'seats', message: eventMessages.seats }]);
    expect(issuesOf({ title: 'Α' })).toEqual([{ field: 'title', message: eventMessages.title }]);
    expect(issuesOf({ audience: 'teachers' })).toEqual([{ field: 'audience', message: eventMessages.audience }]);
  });

  it('never takes fewer seats than the confirmed registrations already hold, and says how many they hold', () => {
    expect(eventRow({ ...typed, seats: '11' }, now, 12).issues).toEqual([
      { field: 'seats', message: 'Οι επιβεβαιωμένες δηλώσεις κρατούν ήδη 12 θέσεις· οι θέσεις δεν μπορούν να είναι λιγότερες.' },
    ]);
    expect(eventRow({ ...typed, seats: '1' }, now, 2).issues[0]?.message).toMatch(/κρατούν ήδη 2 θέσεις·/);
    expect(eventMessages.seatsBelowTaken(1)).toMatch(/κρατούν ήδη 1 θέση·/);
    expect(eventRow({ ...typed, seats: '12' }, now, 12).row).toMatchObject({ seats: 12 });
  });

  it('opens a stored event with the same day and times it was typed with', () => {
    const stored = { ...eventRow(typed, now).row!, id: 'e', published: true, status: 'scheduled', previous_starts_at: null } as AdminEvent;
    expect(eventValuesOf(stored)).toEqual(typed);
  });
});
