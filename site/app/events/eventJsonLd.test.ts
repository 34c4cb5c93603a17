import { describe, expect, it } from 'vitest';
import type { ListedEvent } from '@cg/data/publishedEvents';
import { eventJsonLd } from './eventJsonLd';
import { eventRichResultIssues } from './eventRichResult';

const inAthens: ListedEvent = {
  id: '6f1c2b1e-8f8e-4d55-9b0a-3f1f7a6b2c01',
  title: 'Ημερίδα για μαθητές Λυκείου',
  audience: 'pupils',
  description: 'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες.',
  starts_at: '2026-12-12T07:00:00Z',
  ends_at: '2026-12-12T13:00:00Z',
  previous_starts_at: null,
  address: 'Πανεπιστημίου 30',
  city: 'Αθήνα',
  online: false,
  seats: 80,
  seats_left: 80,
  waiting: false,
  registration_open: true,
  status: 'scheduled',
  updated_at: '2026-11-27T10:00:00Z',
};

describe('an event’s structured data', () => {
  it('passes Google’s Event rich result with its times in Athens, winter (+02:00) and summer (+03:00)', () => {
    const winter = eventJsonLd(inAthens);
    expect(eventRichResultIssues(winter)).toEqual([]);
    expect(winter).toMatchObject({ startDate: '2026-12-12T09:00:00+02:00', endDate: '2026-12-12T15:00:00+02:00' });
    const summer = eventJsonLd({ ...inAthens, starts_at: '2027-06-10T06:00:00Z', ends_at: '2027-06-10T09:00:00Z' });
    expect(eventRichResultIssues(summer)).toEqual([]);
    expect(summer).toMatchObject({
      startDate: '2027-06-10T09:00:00+03:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    expect(summer.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Αθήνα', addressCountry: 'GR' } });
  });

  it('is free, and its availability follows the seats', () => {
    expect(eventJsonLd(inAthens).offers).toMatchObject({ price: 0, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    expect(eventJsonLd({ ...inAthens, seats_left: 3 }).offers.availability).toBe('https://schema.org/LimitedAvailability');
    expect(eventJsonLd({ ...inAthens, seats_left: 0, waiting: true }).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('states a moved event’s previous start, and a cancelled one’s status', () => {
    const moved = eventJsonLd({ ...inAthens, status: 'rescheduled', previous_starts_at: '2026-12-05T07:00:00Z' });
    expect(eventRichResultIssues(moved)).toEqual([]);
    expect(moved).toMatchObject({ eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: '2026-12-05T09:00:00+02:00' });
    const cancelled = eventJsonLd({ ...inAthens, status: 'cancelled' });
    expect(eventRichResultIssues(cancelled)).toEqual([]);
    expect(cancelled).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      offers: { availability: 'https://schema.org/Discontinued' },
    });
  });

  it('places an online event on this page (its meeting link goes to those who register)', () => {
    const online = eventJsonLd({ ...inAthens, address: null, city: null, online: true });
    expect(eventRichResultIssues(online)).toEqual([]);
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: expect.stringMatching(/\/imerides#imerida-6f1c2b1e/) });
  });

  it('the check refuses what Google would: no offset, an end before the start, a rescheduled event without its former date', () => {
    const good = eventJsonLd(inAthens);
    expect(eventRichResultIssues({ ...good, startDate: '2026-12-12T09:00:00' })).not.toEqual([]);
    expect(eventRichResultIssues({ ...good, endDate: '2026-12-12T08:00:00+02:00' })).toContain(': an event ends after it starts');
    expect(eventRichResultIssues({ ...good, eventStatus: 'https://schema.org/EventRescheduled' })).not.toEqual([]);
    expect(eventRichResultIssues({ ...good, location: { '@type': 'VirtualLocation', url: good.url } })).not.toEqual([]);
  });
});
