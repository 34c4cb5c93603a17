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

/** The foreis form: the responsible person, e-mail, phone, and the multi-line question about the body. */
export const foreisFields = [
  { name: 'responsibleName', label: leadFieldLabels.responsibleName, autoComplete: 'name', required: true, minLength: fieldLimits.name.min, maxLength: fieldLimits.name.max },
  { name: 'email', label: leadFieldLabels.email, kind: 'email', autoComplete: 'email', required: true, maxLength: fieldLimits.email.max },
  { name: 'phone', label: leadFieldLabels.phone, kind: 'tel', autoComplete: 'tel', required: true, minLength: fieldLimits.phone.min, maxLength: fieldLimits.phone.max },
  { name: 'companyName', label: leadFieldLabels.companyName, kind: 'textarea', autoComplete: 'organization', required: true, minLength: fieldLimits.companyName.min, maxLength: fieldLimits.companyName.max },
] as const satisfies readonly LeadFormField<'responsibleName' | 'email' | 'phone' | 'companyName'>[];

export const universityForm = {
  title: 'Επικοινωνήστε μαζί μας',
  intro: 'Αφήστε τα στοιχεία σας και θα σας καλέσουμε μέσα σε 24 ώρες για το τεστ Meta και τη συμβουλευτική.',
  submitLabel: 'Αποστολή',
} as const;

export const foreisForm = {
  title: 'Ας συνεργαστούμε',
  intro: 'Πείτε μας για τον φορέα σας και τις ανάγκες του: θα σας καλέσουμε μέσα σε 24 ώρες με μια πρόταση.',
  submitLabel: 'Αποστολή',
} as const;

export const mechanographicForm = {
  title: 'Κλείστε ραντεβού για το μηχανογραφικό',
  intro: 'Συμπληρώστε τα στοιχεία σας και θα σας καλέσουμε για να ορίσουμε τη συνάντηση των 90 λεπτών.',
  submitLabel: 'Υποβολή Αίτησης Ραντεβού',
} as const;

export const seminarForm = {
  title: 'Δήλωση συμμετοχής',
  intro: 'Συμπληρώστε τα στοιχεία σας και θα σας στείλουμε όλες τις πληροφορίες για τον επόμενο κύκλο.',
  submitLabel: 'Αποστολή Αίτησης',
} as const;
