/** Validation messages, verbatim from the specification where it gives the Greek text. */
export const messages = {
  firstNameMin: 'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  lastNameMin: 'Το επώνυμο πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  email: 'Παρακαλώ εισάγετε έγκυρο email',
  phoneDigits: 'Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία',
  phoneValid: 'Παρακαλώ εισάγετε έγκυρο τηλέφωνο',
  // The specification describes these two without quoting them; worded like the others.
  responsibleNameMin: 'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  companyNameMin: 'Το όνομα της εταιρείας πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  required: 'Το πεδίο είναι υποχρεωτικό',
  // Not in the specification: the intake's answer to a flood from one connection.
  throttled: 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.',
  tooLong: (max: number) => `Το πεδίο μπορεί να έχει έως ${max} χαρακτήρες`,
  // Not in the specification: what a pasted or forged value with control characters gets.
  singleLine: 'Το πεδίο πρέπει να είναι μία γραμμή, χωρίς αλλαγές γραμμής ή χαρακτήρες ελέγχου',
  plainText: 'Το κείμενο δεν μπορεί να περιέχει χαρακτήρες ελέγχου',
  // Not in the specification: the event registration's own fields (issue 54).
  eventChoice: 'Επιλέξτε την ημερίδα που θέλετε να παρακολουθήσετε',
  people: 'Δηλώστε από 1 έως 10 άτομα',
  pupilClass: 'Επιλέξτε την τάξη του μαθητή',
  eventClosed: 'Οι δηλώσεις για αυτή την ημερίδα έκλεισαν. Επιλέξτε άλλη ημερίδα ή καλέστε μας.',
  // Not in the specification: the seats one connection may hold for one event (issue 61).
  seatsPerAddress: 'Από αυτή τη σύνδεση έχουν ήδη δηλωθεί όσες θέσεις επιτρέπεται για αυτή την ημερίδα. Για ομαδική δήλωση, καλέστε μας.',
} as const;

/** The lead forms' field labels, shared by the forms and the no-JavaScript endpoint's error page. */
export const leadFieldLabels = {
  firstName: 'Όνομα',
  lastName: 'Επώνυμο',
  email: 'Email',
  phone: 'Τηλέφωνο',
  responsibleName: 'Ονοματεπώνυμο υπευθύνου',
  companyName: 'Φορέας και ανάγκες',
  event: 'Ημερίδα',
  people: 'Πόσα άτομα θα έρθετε',
  pupilClass: 'Τάξη μαθητή (για ημερίδες μαθητών)',
} as const;

/** A form's hidden trap field: people never see it, bots fill it (see the ui Honeypot). */
export const honeypotField = 'website';

/** The error catalogue's text for a failed lead submission (spec section 8). */
export const submitFailure = {
  title: 'Σφάλμα',
  description: 'Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.',
} as const;
