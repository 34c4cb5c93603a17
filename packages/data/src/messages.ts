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
  tooLong: (max: number) => `Το πεδίο μπορεί να έχει έως ${max} χαρακτήρες`,
} as const;
