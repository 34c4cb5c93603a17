import type { InfoCard } from '@cg/ui';
import { pageVideos } from './pageVideos';
import { pageSections } from './pageSections';

/** /university-students (spec section 2). */
export const universityMeta = {
  ...pageSections.university.meta,
  video: pageVideos.university,
};

export const universityFeatures: InfoCard[] = [
  { title: 'Μεταπτυχιακά προγράμματα', text: 'Ποια μεταπτυχιακά ταιριάζουν στο προφίλ σας, στην Ελλάδα και στο εξωτερικό.' },
  { title: 'Εξατομικευμένη ανάλυση', text: 'Αναλυτική αναφορά για τα ενδιαφέροντα, τις αξίες και τις δεξιότητές σας.' },
  { title: 'Αγορά εργασίας', text: 'Τα επαγγέλματα με ζήτηση που ταιριάζουν σε εσάς, και τι χρειάζεται για να φτάσετε εκεί.' },
];

export const universityIncludes = {
  title: pageSections.university.includes.title,
  items: [
    'Online τεστ ενδιαφερόντων, αξιών και δεξιοτήτων',
    'Αναφορά αποτελεσμάτων με προτάσεις σπουδών και επαγγελμάτων',
    'Αντιστοίχιση με μεταπτυχιακά προγράμματα',
    'Συνεδρία συμβουλευτικής με πιστοποιημένο σύμβουλο',
  ],
};

export const universityServices = {
  title: pageSections.university.services.title,
  cards: [
    { title: 'Βιογραφικό και συνέντευξη', text: 'Ένα βιογραφικό που ξεχωρίζει και προετοιμασία για τη συνέντευξη.' },
    { title: 'Αλλαγή καριέρας', text: 'Ένα σχέδιο για να περάσετε σε νέο πεδίο με ασφάλεια.' },
    { title: 'Επιλογή μεταπτυχιακού', text: 'Σύγκριση προγραμμάτων, κριτήρια και αιτήσεις.' },
  ] satisfies InfoCard[],
};
