import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /university-students' career services: the seed of the «university-services» document (decision 036), which staff
 * edit in the back office.
 */
export const universityServiceCards = {
  items: [
    { title: 'Βιογραφικό και συνέντευξη', text: 'Ένα βιογραφικό που ξεχωρίζει και προετοιμασία για τη συνέντευξη.' },
    { title: 'Αλλαγή καριέρας', text: 'Ένα σχέδιο για να περάσετε σε νέο πεδίο με ασφάλεια.' },
    { title: 'Επιλογή μεταπτυχιακού', text: 'Σύγκριση προγραμμάτων, κριτήρια και αιτήσεις.' },
  ],
} satisfies CardsDocument;
