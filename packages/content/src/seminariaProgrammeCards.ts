import type { CardsDocument } from '@cg/data/contentCards';
import { withFacts } from './withFacts.ts';

/**
 * The seminar's programme (/seminaria): the seed of the «seminaria-programme» document (decision 036), which staff edit
 * in the back office. The certification names the partner in braces, as the «seminar-facts» document holds it.
 */
export const seminariaProgrammeCards = withFacts({
  items: [
    { title: 'Θεωρία', text: 'Θεωρίες επαγγελματικής ανάπτυξης, εργαλεία αξιολόγησης και δεοντολογία.' },
    { title: 'Πρακτική', text: 'Μελέτες περίπτωσης, εποπτευόμενες συνεδρίες και χρήση των τεστ.' },
    { title: 'Πιστοποίηση', text: 'Εξετάσεις και πιστοποιητικό από το {κέντρο-πιστοποίησης}.' },
  ],
} satisfies CardsDocument);
