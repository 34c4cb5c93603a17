/**
 * An event as a calendar file (RFC 5545): what a registrant's confirmation carries, so the event lands in their
 * calendar at the right hour whatever their phone's time zone. One VEVENT in Athens time (TZID=Europe/Athens, with
 * the zone's summer and winter rules), its UID stable per registration, so a later notice of the same registration
 * (moved, cancelled) replaces it instead of adding a second; SEQUENCE orders those notices. Greek text is escaped and
 * folded at 75 octets without splitting a character.
 *
 * Reached by the Edge Functions under Deno and by Vitest: imports name their files in full.
 */
import { athensTimestamp } from '../../../packages/data/src/athensTime.ts';

export type CalendarEvent = {
  /** Stable per registration: `registrationUid(id, host)`. */
  uid: string;
  /** 0 when confirmed; one more with each later notice of the same registration. */
  sequence: number;
  title: string;
  description: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** The address and city, or the words for an online event. */
  location: string;
  /** The online event's meeting link, or the event's page. */
  url: string;
  organizer: { name: string; email: string };
  cancelled: boolean;
  /** When this file was written (DTSTAMP). */
  writtenAt: string;
};

/** The UID of one registration's event in calendars: the same in its confirmation, reminder and any notice. */
export const registrationUid = (registrationId: string, siteHost: string) => `registration-${registrationId}@${siteHost}`;

/** Athens's rules since 1996 (the EU's): summer time from the last Sunday of March at 03:00 to the last of October at 04:00. */
const athensZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Athens',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT as RFC 5545 escapes it: backslash, semicolon, comma and line breaks. */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A moment as Athens's wall clock, 20261214T090000. */
const athensLocal = (iso: string) => athensTimestamp(iso).slice(0, 19).replace(/[-:]/g, '');

/** A moment in UTC, 20261128T101500Z. */
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const encoder = new TextEncoder();

/** Folds a content line at 75 octets, never inside a character: each further part starts with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar file: one VEVENT, CRLF line endings, ready to attach as text/calendar. */
export function eventCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(event.organizer.name)}//Ημερίδες//EL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...athensZone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.writtenAt)}`,
    `DTSTART;TZID=Europe/Athens:${athensLocal(event.startsAt)}`,
    `DTEND;TZID=Europe/Athens:${athensLocal(event.endsAt)}`,
    `SUMMARY;LANGUAGE=el:${text(event.title)}`,
    `DESCRIPTION;LANGUAGE=el:${text(event.description)}`,
    `LOCATION;LANGUAGE=el:${text(event.location)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${JSON.stringify(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
