import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /students' sessions by class, each with its length: the seed of the «students-counselling» document (decision 036),
 * which staff edit in the back office.
 */
export const studentsCounsellingCards = {
  items: [
    {
      badge: '75 λεπτά',
      title: 'Γ΄ Γυμνασίου',
      text: 'Επιλογή ανάμεσα σε Γενικό και Επαγγελματικό Λύκειο, με βάση τα ενδιαφέροντα και τις δεξιότητες του μαθητή.',
    },
    {
      badge: '75 λεπτά',
      title: 'Α΄ Λυκείου',
      text: 'Επιλογή ομάδας προσανατολισμού για τη Β΄ Λυκείου και πρώτη γνωριμία με σχολές και επαγγέλματα.',
    },
    {
      badge: '75 λεπτά',
      title: 'Β΄ Λυκείου',
      text: 'Επιβεβαίωση της κατεύθυνσης, επιλογή επιστημονικού πεδίου και στόχοι για την επόμενη χρονιά.',
    },
    {
      badge: '75 λεπτά',
      title: 'Γ΄ Λυκείου',
      text: 'Τελικές αποφάσεις για σχολές και σπουδές, και στρατηγική για το μηχανογραφικό δελτίο.',
      action: { label: 'Το μηχανογραφικό', href: '/mixanografika' },
    },
  ],
} satisfies CardsDocument;
