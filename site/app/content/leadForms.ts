import { fieldLimits, leadFieldLabels } from '@cg/data/forms';
import type { LeadFormField } from '@cg/ui';

/** The four fields of the students, university, appointment and seminar forms (spec section 3). */
export const personFields = [
  { name: 'firstName', label: leadFieldLabels.firstName, autoComplete: 'given-name', required: true, minLength: fieldLimits.name.min, maxLength: fieldLimits.name.max },
  { name: 'lastName', label: leadFieldLabels.lastName, autoComplete: 'family-name', required: true, minLength: fieldLimits.name.min, maxLength: fieldLimits.name.max },
  { name: 'email', label: leadFieldLabels.email, kind: 'email', autoComplete: 'email', required: true, maxLength: fieldLimits.email.max },
  { name: 'phone', label: leadFieldLabels.phone, kind: 'tel', autoComplete: 'tel', required: true, minLength: fieldLimits.phone.min, maxLength: fieldLimits.phone.max },
] as const satisfies readonly LeadFormField<'firstName' | 'lastName' | 'email' | 'phone'>[];

/** Texts every lead form shares. */
export const leadFormTexts = {
  busyLabel: 'Υποβολή...',
  requiredNote: 'Τα πεδία με * είναι υποχρεωτικά.',
  honeypotLabel: 'Αφήστε αυτό το πεδίο κενό',
} as const;

export const studentsForm = {
  title: 'Κλείστε μια συνάντηση γνωριμίας',
  intro: 'Συμπληρώστε τα στοιχεία σας και ένας σύμβουλός μας θα σας καλέσει μέσα σε 24 ώρες.',
  submitLabel: 'Αποστολή Φόρμας',
} as const;
