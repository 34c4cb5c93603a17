import { leadForms, type LeadFormKey } from '../packages/data/src/leadForms';

/**
 * The lead forms as a visitor meets them: what to fill, what they are told, what gets stored. Where each
 * lives, goes and is stored under comes from the registry, so every registry entry must have a case.
 */
export type LeadFormCase = {
  form: LeadFormKey;
  page: string;
  submitLabel: string;
  /** The island that hydrates the form. */
  island: 'leadForm' | 'eventRegistration';
  /** Field label to value, in the form's order. */
  fill: Record<string, string>;
  /** A choice's label to the value to pick (a select), before the text fields. */
  choose?: Record<string, string>;
  /** The confirmation e-mail's subject and a line of it. */
  confirmation: { subject: RegExp; line: string };
  leadSource: string;
  thankYou: string;
  /** The first field and its message on an empty submit. */
  firstError: { label: string; message: string };
  /** Every message an empty submit shows (spec section 5). */
  messages: string[];
  /** The greeting the thank-you page shows for `fill`. */
  greeting: string;
  /** A link to the thank-you page with the specification's query keys. */
  thankYouQuery: (email: string) => Record<string, string>;
  /** The stored row's fields the form decides. */
  stored: Record<string, string>;
};

const person = { Όνομα: 'Μαρία', Επώνυμο: 'Παπαδοπούλου', Email: '', Τηλέφωνο: '6912345678' };
const personStored = { first_name: 'Μαρία', last_name: 'Παπαδοπούλου', phone: '6912345678' };
const camelQuery = (email: string) => ({ email, firstName: 'Μαρία', lastName: 'Παπαδοπούλου', phone: '6912345678' });
const firstNameError = { label: 'Όνομα', message: 'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες' };
const personMessages = (phone: string) => [
  'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  'Το επώνυμο πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  'Παρακαλώ εισάγετε έγκυρο email',
  phone,
];
const phoneDigits = 'Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία';

/** The confirmation every form but the registration sends: the request, and the call within 24 hours. */
const callBackConfirmation = { subject: /^Λάβαμε την αίτησή σας: /, line: 'θα επικοινωνήσει μαζί σας μέσα σε 24 ώρες' };

const fromRegistry = (form: LeadFormKey) => ({
  form,
  island: 'leadForm' as const,
  confirmation: callBackConfirmation,
  page: leadForms[form].page,
  leadSource: leadForms[form].leadSource,
  thankYou: leadForms[form].thankYou,
});

export const leadFormCases: LeadFormCase[] = [
  {
    ...fromRegistry('students'),
    submitLabel: 'Αποστολή Φόρμας',
    fill: person,
    firstError: firstNameError,
    messages: personMessages(phoneDigits),
    greeting: 'Ευχαριστούμε, Μαρία!',
    thankYouQuery: (email) => ({ email, first_name: 'Μαρία', last_name: 'Παπαδοπούλου', phone: '6912345678' }),
    stored: personStored,
  },
  {
    ...fromRegistry('university'),
    submitLabel: 'Αποστολή',
    fill: person,
    firstError: firstNameError,
    messages: personMessages(phoneDigits),
    greeting: 'Ευχαριστούμε, Μαρία!',
    thankYouQuery: camelQuery,
    stored: personStored,
  },
  {
    ...fromRegistry('foreis'),
    submitLabel: 'Αποστολή',
    fill: {
      'Ονοματεπώνυμο υπευθύνου': 'Κώστας Παπαδόπουλος',
      Email: '',
      Τηλέφωνο: '2101234567',
      'Φορέας και ανάγκες': 'Γενικό Λύκειο Αθηνών: ημερίδα για 120 μαθητές',
    },
    firstError: { label: 'Ονοματεπώνυμο υπευθύνου', message: 'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες' },
    messages: [
      'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
      'Παρακαλώ εισάγετε έγκυρο email',
      'Παρακαλώ εισάγετε έγκυρο τηλέφωνο',
      'Το όνομα της εταιρείας πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
    ],
    greeting: 'Ευχαριστούμε, Κώστα!',
    thankYouQuery: (email) => ({ email, responsibleName: 'Κώστας Παπαδόπουλος', phone: '2101234567', companyName: 'Γενικό Λύκειο Αθηνών' }),
    stored: {
      first_name: 'Κώστας',
      last_name: 'Παπαδόπουλος',
      phone: '2101234567',
      company_name: 'Γενικό Λύκειο Αθηνών: ημερίδα για 120 μαθητές',
    },
  },
  {
    ...fromRegistry('mixanografika'),
    submitLabel: 'Υποβολή Αίτησης Ραντεβού',
    fill: person,
    firstError: firstNameError,
    messages: personMessages(phoneDigits),
    greeting: 'Ευχαριστούμε, Μαρία!',
    thankYouQuery: camelQuery,
    stored: personStored,
  },
  {
    ...fromRegistry('seminaria'),
    submitLabel: 'Αποστολή Αίτησης',
    fill: person,
    firstError: firstNameError,
    messages: personMessages('Παρακαλώ εισάγετε έγκυρο τηλέφωνο'),
    greeting: 'Ευχαριστούμε, Μαρία!',
    thankYouQuery: camelQuery,
    stored: personStored,
  },
  {
    // The seeded online event for parents (200 seats, no pupil's class): its seat, and its calendar file, by e-mail.
    ...fromRegistry('imerides'),
    island: 'eventRegistration',
    submitLabel: 'Δήλωση συμμετοχής',
    choose: { Ημερίδα: '5e1d0000-0000-4000-8000-000000000002' },
    fill: person,
    firstError: { label: 'Ημερίδα', message: 'Επιλέξτε την ημερίδα που θέλετε να παρακολουθήσετε' },
    messages: ['Επιλέξτε την ημερίδα που θέλετε να παρακολουθήσετε', ...personMessages(phoneDigits)],
    confirmation: { subject: /^Η θέση σας επιβεβαιώθηκε: Ημερίδα για γονείς$/, line: 'Η θέση σας στην ημερίδα επιβεβαιώθηκε.' },
    greeting: 'Ευχαριστούμε, Μαρία!',
    thankYouQuery: camelQuery,
    stored: personStored,
  },
];
