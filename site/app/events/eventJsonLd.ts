import { brand } from '@cg/content/brand';
import { ogImage } from '@cg/content/ogImage';
import { athensTimestamp } from '@cg/data/athensTime';
import type { ListedEvent } from '@cg/data/publishedEvents';
import { absoluteUrl } from '../lib/meta';
import { leadForms } from '@cg/data/leadForms';
import { eventAnchor } from './eventCard';

const schema = 'https://schema.org';
const statuses = {
  scheduled: `${schema}/EventScheduled`,
  rescheduled: `${schema}/EventRescheduled`,
  cancelled: `${schema}/EventCancelled`,
} as const;

/** Seats as an offer's availability: free, and limited, gone or no longer offered. */
function availability(event: ListedEvent) {
  if (event.status === 'cancelled' || !event.registration_open) return `${schema}/Discontinued`;
  if (event.seats_left === 0 || event.waiting) return `${schema}/SoldOut`;
  return event.seats_left < event.seats ? `${schema}/LimitedAvailability` : `${schema}/InStock`;
}

/**
 * One published event as Google's Event rich result reads it: its name, its start and end in Athens time with their
 * offsets, where (a place with its address, or online), how one attends, its status (moved or cancelled ones
 * included), the organiser and a free offer. An online event's own link goes to those who register: its virtual
 * location is its place on this page.
 */
export function eventJsonLd(event: ListedEvent) {
  const url = absoluteUrl(`${leadForms.imerides.page}#${eventAnchor(event)}`);
  const inPerson = event.address !== null && event.city !== null;
  return {
    '@context': schema,
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url,
    image: [absoluteUrl(ogImage.src)],
    startDate: athensTimestamp(event.starts_at),
    endDate: athensTimestamp(event.ends_at),
    ...(event.previous_starts_at ? { previousStartDate: athensTimestamp(event.previous_starts_at) } : {}),
    eventStatus: statuses[event.status],
    eventAttendanceMode: inPerson ? `${schema}/OfflineEventAttendanceMode` : `${schema}/OnlineEventAttendanceMode`,
    location: inPerson
      ? {
          '@type': 'Place',
          name: `${event.address}, ${event.city}`,
          address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: event.city, addressCountry: 'GR' },
        }
      : { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', availability: availability(event), url },
    inLanguage: 'el',
  };
}
