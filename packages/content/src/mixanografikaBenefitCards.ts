import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /mixanografika's benefits of the appointment: the seed of the «mixanografika-benefits» document (decision 036),
 * which staff edit in the back office.
 */
export const mixanografikaBenefitCards = {
  items: [
    { title: 'Σωστή σειρά επιλογών', text: 'Οι σχολές στη σειρά που εξυπηρετεί τους στόχους σας.' },
    { title: 'Ρεαλιστικές βάσεις', text: 'Εκτίμηση με βάση τις βαθμολογίες και τις τάσεις των προηγούμενων ετών.' },
    { title: 'Λιγότερο άγχος', text: 'Αποφάσεις με σιγουριά, μαζί με την οικογένεια.' },
  ],
} satisfies CardsDocument;
