/**
 * What a registrant receives (issue 54): the confirmation of a seat or of a place on the waiting list, and the reminder
 * the day before. Each states the event in Athens time (its date, hours, place or online link, how many seats) and,
 * for a seat, carries the event as a calendar file (eventCalendar.ts) whose UID stays the same for the registration,
 * so a later message about it replaces the entry instead of adding one. Transactional, like the lead confirmation:
 * it answers the visitor's own request and carries no advertising.
 *
 * Reached by the Edge Functions under Deno and by Vitest: imports name their files in full.
 */
import { company } from './companyFacts.ts';
import { cancelRegistrationLink } from '../../../packages/data/src/eventLinks.ts';
import { isLinkSecret, signCancelToken } from './cancelToken.ts';
import { eventCalendar, registrationUid } from './eventCalendar.ts';
import { greetingLine } from './greeting.ts';
import type { RegisteredEvent } from './intakeStore.ts';
import { visitorReplyTo, visitorSender, type MailMessage, type Mailer, type MailOutcome } from './leadEmail.ts';
import { escapeHtml } from './text.ts';

/** One registration as its e-mails need it. */
export type RegistrationMail = {
  registrationId: string;
  state: 'confirmed' | 'waiting' | 'cancelled';
  people: number;
  firstName: string;
  email: string;
  event: RegisteredEvent;
  /** The calendar file's SEQUENCE: 0 at first, one more with each notice of a change (moved, cancelled). */
  sequence?: number;
};

/** Which message: the answer to a registration, a seat freed for one on the waiting list, or the reminder the day before. */
export type RegistrationMessageKind = 'registered' | 'promoted' | 'reminder' | 'moved' | 'cancelled';

const day = new Intl.DateTimeFormat('el', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' });
const clock = new Intl.DateTimeFormat('el', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Athens' });

/**
 * Where the event is, in words: its address and city, or online; the meeting link only for a registration that holds a
 * seat (issue 61): one on the waiting list is told it comes with the seat.
 */
const placeOf = (event: RegisteredEvent, withLink: boolean) => {
  if (event.address && event.city) return `${event.address}, ${event.city}`;
  if (!event.online_url) return 'Διαδικτυακά';
  return withLink ? `Διαδικτυακά: ${event.online_url}` : 'Διαδικτυακά (τον σύνδεσμο θα τον λάβετε μαζί με τη θέση σας)';
};

/** The event's facts, one per line, as both messages state them. */
function eventLines(registration: RegistrationMail): string[] {
  const { event } = registration;
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  return [
    `Ημερίδα: ${event.title}`,
    `Ημερομηνία: ${day.format(starts)}`,
    `Ώρα: ${clock.format(starts)}–${clock.format(ends)} (ώρα Ελλάδας)`,
    `Τόπος: ${placeOf(event, registration.state === 'confirmed')}`,
    `Άτομα: ${registration.people}`,
  ];
}

/** Who we are, as the company last published it. */
const signature = () => [
  `${company().name} · ${company().phone.display} · ${company().email}`,
  'Το μήνυμα αυτό στάλθηκε επειδή δηλώσατε συμμετοχή σε αυτή την ημερίδα· δεν είναι διαφημιστικό.',
];

/** What each kind says above the event's facts, and its subject. */
function opening(kind: RegistrationMessageKind, registration: RegistrationMail) {
  const { title } = registration.event;
  if (kind === 'reminder') return { subject: `Υπενθύμιση: αύριο η ημερίδα «${title}»`, lines: ['Σας περιμένουμε αύριο στην ημερίδα:'] };
  if (kind === 'moved')
    return {
      subject: `Νέα ημερομηνία: ${title}`,
      lines: ['Η ημερίδα μεταφέρθηκε. Η δήλωσή σας ισχύει για τη νέα ημερομηνία και ώρα:'],
    };
  if (kind === 'cancelled')
    return {
      subject: `Ακυρώθηκε: ${title}`,
      lines: ['Λυπούμαστε, η ημερίδα ακυρώθηκε. Δεν χρειάζεται να κάνετε τίποτα· θα σας ενημερώσουμε για την επόμενη.'],
    };
  if (kind === 'promoted')
    return {
      subject: `Ελευθερώθηκε θέση: ${title}`,
      lines: ['Ελευθερώθηκε θέση στην ημερίδα και, με τη σειρά της λίστας αναμονής, είναι δική σας: η θέση σας επιβεβαιώθηκε.'],
    };
  if (registration.state === 'waiting')
    return {
      subject: `Λίστα αναμονής: ${title}`,
      lines: [
        'Οι θέσεις της ημερίδας έχουν συμπληρωθεί, γι’ αυτό σας γράψαμε στη λίστα αναμονής.',
        'Αν ελευθερωθεί θέση, τη δίνουμε με τη σειρά της λίστας και θα σας ενημερώσουμε με email.',
      ],
    };
  return { subject: `Η θέση σας επιβεβαιώθηκε: ${title}`, lines: ['Η θέση σας στην ημερίδα επιβεβαιώθηκε.'] };
}

/** What the message says of its calendar file: the same entry, added, updated or taken away. */
const calendarLine: Record<RegistrationMessageKind, string> = {
  registered: 'Στο συνημμένο αρχείο (imerida.ics) η ημερίδα μπαίνει στο ημερολόγιό σας με ένα άγγιγμα.',
  promoted: 'Στο συνημμένο αρχείο (imerida.ics) η ημερίδα μπαίνει στο ημερολόγιό σας με ένα άγγιγμα.',
  reminder: 'Το συνημμένο αρχείο (imerida.ics) είναι η ίδια ημερίδα, αν δεν την έχετε ήδη στο ημερολόγιό σας.',
  moved: 'Το συνημμένο αρχείο (imerida.ics) μεταφέρει την ημερίδα στη νέα ώρα στο ημερολόγιό σας.',
  cancelled: 'Το συνημμένο αρχείο (imerida.ics) τη σημειώνει ως ακυρωμένη στο ημερολόγιό σας.',
};

/** The calendar file of a registration with a seat: named for the event, its UID the registration's. */
function calendarOf(registration: RegistrationMail, { siteOrigin, now }: { siteOrigin: string; now: Date }) {
  const { event } = registration;
  const site = new URL(siteOrigin);
  return {
    filename: 'imerida.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar({
      uid: registrationUid(registration.registrationId, site.host),
      sequence: registration.sequence ?? 0,
      title: event.title,
      description: event.description,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      location: placeOf(event, true),
      url: event.online_url ?? `${site.origin}/imerides`,
      organizer: { name: company().name, email: company().email },
      cancelled: event.status === 'cancelled',
      writtenAt: now.toISOString(),
    }),
  };
}

/** One message about one registration: a greeting, what it is, the event's facts, how to give the seat back, who we are. */
export function registrationMessage(
  kind: RegistrationMessageKind,
  registration: RegistrationMail,
  {
    from,
    siteOrigin,
    now = new Date(),
    cancelToken,
  }: {
    from: string;
    siteOrigin: string;
    now?: Date /** Signed for this registration (none: no link, as without EVENT_LINK_SECRET). */;
    cancelToken?: string;
  },
): MailMessage {
  const { subject, lines: intro } = opening(kind, registration);
  const seat = registration.state === 'confirmed';
  const lines = [
    greetingLine(registration.firstName),
    '',
    ...intro,
    '',
    ...eventLines(registration),
    '',
    ...(seat ? [calendarLine[kind], ''] : []),
    ...(cancelToken && kind !== 'cancelled'
      ? [
          `Αν δεν μπορείτε να έρθετε, ακυρώστε τη συμμετοχή σας εδώ, ώστε η θέση να δοθεί σε κάποιον από τη λίστα αναμονής: ${cancelRegistrationLink(siteOrigin, cancelToken)}`,
          `(Αν η σελίδα δεν συμπληρώσει μόνη της τον κωδικό ακύρωσης, επικολλήστε τον: ${cancelToken})`,
          `Μπορείτε επίσης να απαντήσετε σε αυτό το μήνυμα ή να μας καλέσετε στο ${company().phone.display}.`,
        ]
      : [
          `Αν δεν μπορείτε να έρθετε, απαντήστε σε αυτό το μήνυμα ή καλέστε μας στο ${company().phone.display}, ώστε η θέση να δοθεί σε κάποιον από τη λίστα αναμονής.`,
        ]),
    '',
    ...signature(),
  ];
  return {
    id: registration.registrationId,
    kind: {
      registered: 'registration e-mail',
      promoted: 'registration seat e-mail',
      reminder: 'event reminder',
      moved: 'event moved notice',
      cancelled: 'event cancelled notice',
    }[kind],
    from,
    replyTo: visitorReplyTo(),
    to: [registration.email],
    subject,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="el"><body>\n${lines
      .join('\n')
      .split('\n\n')
      .map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`)
      .join('\n')}\n</body></html>`,
    ...(seat ? { attachments: [calendarOf(registration, { siteOrigin, now })] } : {}),
  };
}

export type RegistrationMailSettings = {
  mailer: Mailer;
  from?: string;
  siteOrigin: string;
  /** EVENT_LINK_SECRET: signs each registration's cancel link (none or too short: the e-mail offers a reply or a call). */
  linkSecret?: string;
};

/** Sends one kind of message about registrations, each with its own signed cancel link. */
export function createRegistrationMailer({ mailer, from, siteOrigin, linkSecret }: RegistrationMailSettings) {
  return async (kind: RegistrationMessageKind, registration: RegistrationMail, now = new Date()): Promise<MailOutcome> => {
    const cancelToken = isLinkSecret(linkSecret) ? await signCancelToken(registration.registrationId, linkSecret) : undefined;
    return mailer(registrationMessage(kind, registration, { from: visitorSender(from), siteOrigin, now, cancelToken }));
  };
}

/** What the intake calls for a newly stored registration: its confirmation, with the calendar file for a seat. */
export function createRegistrationConfirmation(settings: RegistrationMailSettings) {
  const send = createRegistrationMailer(settings);
  return (registration: RegistrationMail): Promise<MailOutcome> => send('registered', registration);
}

export type RegistrationConfirmation = ReturnType<typeof createRegistrationConfirmation>;
