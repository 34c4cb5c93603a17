import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /students' programme: what the pupil and the parent each get: the seed of the «students-programme» document
 * (decision 036), which staff edit in the back office.
 */
export const studentsProgrammeCards = {
  items: [
    {
      title: 'Για τον μαθητή',
      text: 'Ανακαλύπτει τι τον ενδιαφέρει και σε τι είναι καλός, και βλέπει ποιες σχολές και ποια επαγγέλματα ταιριάζουν στο προφίλ του.',
      points: ['Τεστ επαγγελματικού προσανατολισμού', 'Εξατομικευμένη αναφορά αποτελεσμάτων', 'Σχέδιο για τα επόμενα βήματα'],
    },
    {
      title: 'Για τον γονέα',
      text: 'Παίρνει καθαρή εικόνα για τις επιλογές του παιδιού του και συζητά μαζί με τον σύμβουλο πώς να το στηρίξει χωρίς άγχος.',
      points: ['Συμμετοχή στη συνεδρία', 'Ενημέρωση για σχολές και επαγγέλματα', 'Απαντήσεις σε κάθε απορία'],
    },
  ],
} satisfies CardsDocument;
