import { imeridesVideoList } from './imeridesVideoList';
import { pageSections } from './pageSections';

/** /imerides (spec section 2). Each video is a placeholder until the company supplies its own. */
export const imeridesIntro = { title: pageSections.imerides.header.title, text: pageSections.imerides.header.intro };

/** Moments from past events, from the «imerides-videos» document (imeridesVideoList.ts). */
export const imeridesVideos = imeridesVideoList.items;

/**
 * The events staff publish from /admin/events (the database's public.event_listing), as the page words them. The
 * specification's two undated events («Σύντομα», «Θα ανακοινωθεί») were its stand-in for this list.
 */
export const imeridesEvents = {
  title: pageSections.imerides.events.title,
  labels: { date: 'Ημερομηνία', time: 'Ώρα', place: 'Τόπος' },
  /** No upcoming event: the page says so, and the call to organise one at a school follows. */
  empty: 'Δεν έχει ανακοινωθεί νέα ημερίδα αυτή τη στιγμή. Μπορούμε να οργανώσουμε μία στο σχολείο σας.',
  audiences: { pupils: 'Για μαθητές', parents: 'Για γονείς', schools: 'Για σχολεία', everyone: 'Για όλους' },
  /** The pill of an event whose seats run out, are gone, or that takes no more registrations. */
  seats: { few: 'Τελευταίες θέσεις', full: 'Πλήρες', closed: 'Οι εγγραφές έκλεισαν', cancelled: 'Ακυρώθηκε' },
  seatsLeft: (left: number) => (left === 1 ? 'Απομένει 1 θέση.' : `Απομένουν ${left} θέσεις.`),
  full: 'Οι θέσεις συμπληρώθηκαν.',
  rescheduled: (previous: string) => `Νέα ημερομηνία· αρχικά ${previous}.`,
  /** An online event's place: its link goes to those who register, never on the public page. */
  online: 'Διαδικτυακά',
  mapHint: 'άνοιγμα στον χάρτη',
  /** The registration form's words besides its fields (the form's heading and button are in leadForms.ts). */
  registration: {
    /** Each open event's card links to the form. */
    cardAction: 'Δήλωση συμμετοχής',
    choose: 'Επιλέξτε ημερίδα',
    waitingList: 'λίστα αναμονής',
    none: 'Δεν υπάρχει αυτή τη στιγμή ημερίδα με ανοιχτές δηλώσεις συμμετοχής.',
  },
};

export const imeridesCall = { title: pageSections.imerides.call.title, text: pageSections.imerides.call.intro };

/** What the registration's thank-you page adds: the e-mail says whether there is a seat, and brings the calendar file. */
export const imeridesThankYouLine =
  'Η δήλωσή σας για την ημερίδα καταχωρίστηκε. Στο email επιβεβαίωσης θα δείτε αν έχετε θέση ή είστε στη λίστα αναμονής, μαζί με την πρόσκληση για το ημερολόγιό σας.';

/** /imerides/akyrosi: the page a registrant's cancel link opens (their code filled in from the link). */
export const imeridesCancel = {
  title: 'Ακύρωση συμμετοχής σε ημερίδα',
  text: 'Αν δεν μπορείτε να έρθετε, ακυρώστε τη συμμετοχή σας: η θέση σας θα δοθεί στον πρώτο της λίστας αναμονής.',
  codeLabel: 'Κωδικός ακύρωσης',
  codeHint: 'Συμπληρώνεται από τον σύνδεσμο του email σας· αλλιώς επικολλήστε τον κωδικό που γράφει το email.',
  submit: 'Ακύρωση συμμετοχής',
};
