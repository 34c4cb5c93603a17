import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /tests' reasons to choose its tests: the seed of the «tests-reasons» document (decision 036), which staff edit in
 * the back office.
 */
export const testsReasonCards = {
  items: [
    { title: 'Επιστημονική βάση', text: 'Τεκμηριωμένα μοντέλα και στάθμιση σε ελληνικό πληθυσμό.' },
    { title: 'Δωρεάν', text: 'Όλα τα τεστ είναι δωρεάν· πληρώνετε μόνο αν θέλετε συνεδρία.' },
    { title: 'Γρήγορα', text: 'Αποτελέσματα σε περίπου 15 λεπτά.' },
  ],
} satisfies CardsDocument;
