import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { registrationMessage, type RegistrationMail } from './registrationEmail';

const seat: RegistrationMail = {
  registrationId: '3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01',
  state: 'confirmed',
  people: 2,
  firstName: 'Γιώργος',
  email: 'giorgos@example.gr',
  event: {
    id: '5e1d0000-0000-4000-8000-000000000001',
    title: 'Ημερίδα για γονείς',
    audience: 'parents',
    description: 'Πώς στηρίζουμε την επιλογή σπουδών.',
    starts_at: '2026-12-14T16:00:00Z',
    ends_at: '2026-12-14T18:00:00Z',
    address: null,
    city: null,
    online_url: 'https://meet.example.gr/imerida',
    status: 'scheduled',
  },
};
const options = { from: 'Πυξίδα <hello@example.gr>', siteOrigin: 'https://www.example.gr', now: new Date('2026-11-28T10:00:00Z') };

describe('a registrant’s e-mail', () => {
  it('confirms a seat in Greek with the event’s facts in Athens time, the online link, and the event as a calendar file', () => {
    const message = registrationMessage('registered', seat, options);
    expect(message.to).toEqual(['giorgos@example.gr']);
    expect(message.subject).toBe('Η θέση σας επιβεβαιώθηκε: Ημερίδα για γονείς');
    expect(message.text).toContain('Γεια σας, Γιώργο!');
    expect(message.text).toContain('Ώρα: 18:00–20:00 (ώρα Ελλάδας)');
    expect(message.text).toContain('Τόπος: Διαδικτυακά: https://meet.example.gr/imerida');
    expect(message.text).toContain('Άτομα: 2');
    const [file] = message.attachments ?? [];
    expect(file?.filename).toBe('imerida.ics');
    const calendar = new ICAL.Component(ICAL.parse(file!.content));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe('registration-3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01@www.example.gr');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-14T16:00:00.000Z');
    expect(event.location).toBe('Διαδικτυακά: https://meet.example.gr/imerida');
  });

  it('tells one on the waiting list so, without a calendar file for a seat they do not have', () => {
    const message = registrationMessage('registered', { ...seat, state: 'waiting' }, options);
    expect(message.subject).toBe('Λίστα αναμονής: Ημερίδα για γονείς');
    expect(message.text).toContain('σας γράψαμε στη λίστα αναμονής');
    expect(message.attachments).toBeUndefined();
  });

  it('gives an online event’s link only with a seat: never to the waiting list, in any message', () => {
    for (const kind of ['registered', 'moved', 'cancelled', 'reminder'] as const) {
      const message = registrationMessage(kind, { ...seat, state: 'waiting' }, options);
      expect(`${message.text}\n${message.html}`, kind).not.toContain('meet.example.gr');
      expect(message.text).toContain('Τόπος: Διαδικτυακά (τον σύνδεσμο θα τον λάβετε μαζί με τη θέση σας)');
    }
    expect(registrationMessage('promoted', seat, options).text).toContain('Τόπος: Διαδικτυακά: https://meet.example.gr/imerida');
  });

  it('greets by name only when it is one, and quotes nothing else the registrant typed', () => {
    const message = registrationMessage('registered', { ...seat, firstName: 'Δείτε https://evil.example/win!' }, options);
    expect(message.text.split('\n')[0]).toBe('Γεια σας!');
    expect(`${message.text}${message.html}`).not.toContain('evil');
  });

  it('reminds the day before, with the same calendar entry', () => {
    const message = registrationMessage('reminder', seat, options);
    expect(message.subject).toBe('Υπενθύμιση: αύριο η ημερίδα «Ημερίδα για γονείς»');
    expect(message.kind).toBe('event reminder');
    expect(message.attachments?.[0]?.content).toContain('UID:registration-3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01@www.example.gr');
  });

  it('tells one the waiting list gave a seat, with the calendar file, and signs a cancel link for them alone', () => {
    const message = registrationMessage('promoted', seat, { ...options, cancelToken: `${seat.registrationId}.${'s'.repeat(43)}` });
    expect(message.subject).toBe('Ελευθερώθηκε θέση: Ημερίδα για γονείς');
    expect(message.attachments?.[0]?.filename).toBe('imerida.ics');
    expect(message.text).toContain(`https://www.example.gr/imerides/akyrosi#t=${seat.registrationId}.${'s'.repeat(43)}`);
  });

  it('escapes what staff typed in the HTML part', () => {
    const message = registrationMessage('registered', { ...seat, event: { ...seat.event, title: '<b>Ημερίδα</b>' } }, options);
    expect(message.html).not.toContain('<b>Ημερίδα</b>');
    expect(message.html).toContain('&lt;b&gt;Ημερίδα&lt;/b&gt;');
  });
});
