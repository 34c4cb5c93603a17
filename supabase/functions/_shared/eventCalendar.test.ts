import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar, foldLine, registrationUid, type CalendarEvent } from './eventCalendar';

const pupilsDay: CalendarEvent = {
  uid: registrationUid('3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01', 'www.pyxida-kariera.gr'),
  sequence: 0,
  title: 'Ημερίδα για μαθητές Λυκείου',
  description:
    'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες; φέρτε μολύβι, σημειωματάριο και τις ερωτήσεις σας.\nΣας περιμένουμε!',
  startsAt: '2026-12-14T07:00:00Z',
  endsAt: '2026-12-14T12:00:00Z',
  location: 'Οδός Παραδείγματος 1, Αθήνα',
  url: 'https://www.pyxida-kariera.gr/imerides#imerida-5e1d0000-0000-4000-8000-000000000001',
  organizer: { name: 'Πυξίδα Καριέρας', email: 'info@pyxida-kariera.gr' },
  cancelled: false,
  writtenAt: '2026-11-28T10:15:00Z',
};

/** The file as a calendar library reads it (ical.js, as Thunderbird does): the event, its times as moments. */
function parsed(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const [vevent] = calendar.getAllSubcomponents('vevent');
  const event = new ICAL.Event(vevent);
  return { calendar, vevent: vevent!, event };
}

describe('an event’s calendar file', () => {
  it('is read by a calendar library as the event, at its hours in Athens, winter and summer', () => {
    const winter = parsed(eventCalendar(pupilsDay));
    expect(winter.event.summary).toBe('Ημερίδα για μαθητές Λυκείου');
    expect(winter.event.startDate.zone?.tzid).toBe('Europe/Athens');
    expect(winter.event.startDate.toString()).toBe('2026-12-14T09:00:00');
    expect(winter.event.startDate.toJSDate().toISOString()).toBe('2026-12-14T07:00:00.000Z');
    expect(winter.event.endDate.toJSDate().toISOString()).toBe('2026-12-14T12:00:00.000Z');
    const summer = parsed(eventCalendar({ ...pupilsDay, startsAt: '2027-06-14T06:00:00Z', endsAt: '2027-06-14T09:00:00Z' }));
    expect(summer.event.startDate.toString()).toBe('2027-06-14T09:00:00');
    expect(summer.event.startDate.toJSDate().toISOString()).toBe('2027-06-14T06:00:00.000Z');
  });

  it('keeps Greek text, commas, semicolons and line breaks exactly, folded at 75 octets without splitting a letter', () => {
    const file = eventCalendar(pupilsDay);
    const { event } = parsed(file);
    expect(event.description).toBe(pupilsDay.description);
    expect(event.location).toBe('Οδός Παραδείγματος 1, Αθήνα');
    const lines = file.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(file).not.toMatch(/[^\r]\n/);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('names the registration by a UID that stays the same, and a later notice by its sequence and status', () => {
    const confirmed = parsed(eventCalendar(pupilsDay));
    const cancelled = parsed(eventCalendar({ ...pupilsDay, sequence: 1, cancelled: true, writtenAt: '2026-12-01T08:00:00Z' }));
    expect(confirmed.event.uid).toBe('registration-3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01@www.pyxida-kariera.gr');
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(confirmed.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBe(1);
    expect(confirmed.vevent.getFirstPropertyValue('organizer')).toBe('mailto:info@pyxida-kariera.gr');
  });

  it('folds by octets: a line of Greek letters (two octets each) breaks between letters', () => {
    const folded = foldLine(`DESCRIPTION:${'α'.repeat(100)}`);
    const [first, second] = folded.split('\r\n');
    expect(new TextEncoder().encode(first).length).toBe(74);
    expect(second).toMatch(/^ α+$/);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'α'.repeat(100)}`);
  });
});
