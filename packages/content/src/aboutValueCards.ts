import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /about's values: the seed of the «about-values» document (decision 036), which staff edit in the back office.
 */
export const aboutValueCards = {
  items: [
    { title: 'Εξατομίκευση', text: 'Κάθε άνθρωπος είναι διαφορετικός· το ίδιο και οι προτάσεις μας.' },
    { title: 'Αριστεία', text: 'Επιστημονικά εργαλεία και συνεχής εκπαίδευση των συμβούλων μας.' },
    { title: 'Συνεργασία', text: 'Δουλεύουμε μαζί με μαθητές, γονείς και σχολεία.' },
    { title: 'Καινοτομία', text: 'Νέα εργαλεία και ψηφιακές υπηρεσίες για κάθε ανάγκη.' },
  ],
} satisfies CardsDocument;
