import type { LeadFormKey } from '@cg/data/forms';

/** What each lead form's section says; its fields, rules and paths are the registry's (@cg/data/leadForms). */
/** Texts every lead form shares. */
export const leadFormTexts = {
  busyLabel: 'Υποβολή...',
  requiredNote: 'Τα πεδία με * είναι υποχρεωτικά.',
  honeypotLabel: 'Αφήστε αυτό το πεδίο κενό',
} as const;

/** Each form's heading, introduction and button, by its registry key. */
export const leadFormCopy = {
  students: {
    title: 'Κλείστε μια συνάντηση γνωριμίας',
    intro: 'Συμπληρώστε τα στοιχεία σας και ένας σύμβουλός μας θα σας καλέσει μέσα σε 24 ώρες.',
    submitLabel: 'Αποστολή Φόρμας',
  },
  university: {
    title: 'Επικοινωνήστε μαζί μας',
    intro: 'Αφήστε τα στοιχεία σας και θα σας καλέσουμε μέσα σε 24 ώρες για το τεστ Meta και τη συμβουλευτική.',
    submitLabel: 'Αποστολή',
  },
  foreis: {
    title: 'Ας συνεργαστούμε',
    intro: 'Πείτε μας για τον φορέα σας και τις ανάγκες του: θα σας καλέσουμε μέσα σε 24 ώρες με μια πρόταση.',
    submitLabel: 'Αποστολή',
  },
  mixanografika: {
    title: 'Κλείστε ραντεβού για το μηχανογραφικό',
    intro: 'Συμπληρώστε τα στοιχεία σας και θα σας καλέσουμε για να ορίσουμε τη συνάντηση των 90 λεπτών.',
    submitLabel: 'Υποβολή Αίτησης Ραντεβού',
  },
  seminaria: {
    title: 'Δήλωση συμμετοχής',
    intro: 'Συμπληρώστε τα στοιχεία σας και θα σας στείλουμε όλες τις πληροφορίες για τον επόμενο κύκλο.',
    submitLabel: 'Αποστολή Αίτησης',
  },
  // Not in the specification: the event registration (issue 54).
  imerides: {
    title: 'Δήλωση συμμετοχής σε ημερίδα',
    intro: 'Επιλέξτε την ημερίδα και συμπληρώστε τα στοιχεία σας. Θα λάβετε email επιβεβαίωσης με την πρόσκληση για το ημερολόγιό σας.',
    submitLabel: 'Δήλωση συμμετοχής',
  },
} as const satisfies Record<LeadFormKey, { title: string; intro: string; submitLabel: string }>;
