import type { LeadFormKey } from '@cg/data/forms';

/** Texts every lead form shares. */
export const leadFormTexts = {
  busyLabel: 'Υποβολή...',
  requiredNote: 'Τα πεδία με * είναι υποχρεωτικά.',
  honeypotLabel: 'Αφήστε αυτό το πεδίο κενό',
} as const;

/**
 * Each form's button, by its registry key: it says what the form does, so it stays with the form's behaviour. The
 * heading and introduction of a form's section are staff's (pageSections.ts).
 */
export const leadFormSubmitLabels = {
  students: 'Αποστολή Φόρμας',
  university: 'Αποστολή',
  foreis: 'Αποστολή',
  mixanografika: 'Υποβολή Αίτησης Ραντεβού',
  seminaria: 'Αποστολή Αίτησης',
  // Not in the specification: the event registration (issue 54).
  imerides: 'Δήλωση συμμετοχής',
} as const satisfies Record<LeadFormKey, string>;
