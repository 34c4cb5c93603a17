import type { StepsDocument } from '@cg/data/contentSteps';

/**
 * /mixanografika's process, step by step: the seed of the «mixanografika-steps» document (decision 036), which staff
 * edit in the back office.
 */
export const mixanografikaSteps = {
  items: [
    { title: 'Συνάντηση 90 λεπτών', text: 'Γνωριζόμαστε, συζητάμε ενδιαφέροντα, στόχους και βαθμολογίες.' },
    { title: 'Ανάλυση και αξιολόγηση', text: 'Αξιολογούμε σχολές, βάσεις και προοπτικές για κάθε επιλογή.' },
    { title: 'Στρατηγική επιλογών', text: 'Καταλήγουμε μαζί στη σειρά του μηχανογραφικού σας.' },
  ],
} satisfies StepsDocument;
