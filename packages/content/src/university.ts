import type { HeroProps, InfoCard } from '@cg/ui';
import { heroImage } from './media';
import { pageHeroes } from './heroes';
import { pageVideos } from './pageVideos';

/** /university-students (spec section 2). */
export const universityHero: HeroProps = { ...pageHeroes.university, image: heroImage };

export const universityMeta = {
  title: 'Το τεστ Meta',
  intro:
    'Ένα online τεστ για φοιτητές, αποφοίτους και ενήλικες που σκέφτονται το επόμενο βήμα: μεταπτυχιακό, αλλαγή καριέρας ή πρώτη δουλειά.',
  video: pageVideos.university,
};

export const universityFeatures: InfoCard[] = [
  { title: 'Μεταπτυχιακά προγράμματα', text: 'Ποια μεταπτυχιακά ταιριάζουν στο προφίλ σας, στην Ελλάδα και στο εξωτερικό.' },
  { title: 'Εξατομικευμένη ανάλυση', text: 'Αναλυτική αναφορά για τα ενδιαφέροντα, τις αξίες και τις δεξιότητές σας.' },
  { title: 'Αγορά εργασίας', text: 'Τα επαγγέλματα με ζήτηση που ταιριάζουν σε εσάς, και τι χρειάζεται για να φτάσετε εκεί.' },
];

export const universityIncludes = {
  title: 'Τι περιλαμβάνει το Meta',
  items: [
    'Online τεστ ενδιαφερόντων, αξιών και δεξιοτήτων',
    'Αναφορά αποτελεσμάτων με προτάσεις σπουδών και επαγγελμάτων',
    'Αντιστοίχιση με μεταπτυχιακά προγράμματα',
    'Συνεδρία συμβουλευτικής με πιστοποιημένο σύμβουλο',
  ],
};

export const universityServices = {
  title: 'Υπηρεσίες καριέρας',
  cards: [
    { title: 'Βιογραφικό και συνέντευξη', text: 'Ένα βιογραφικό που ξεχωρίζει και προετοιμασία για τη συνέντευξη.' },
    { title: 'Αλλαγή καριέρας', text: 'Ένα σχέδιο για να περάσετε σε νέο πεδίο με ασφάλεια.' },
    { title: 'Επιλογή μεταπτυχιακού', text: 'Σύγκριση προγραμμάτων, κριτήρια και αιτήσεις.' },
  ] satisfies InfoCard[],
};
