import type { InfoCard, ProcessStep, Stat } from '@cg/ui';
import { brand } from './brand';
import { figures } from './company';

/** /mixanografika (spec section 2). */
export const mechanographicIntro = {
  title: 'Στρατηγική για το μηχανογραφικό',
  text: 'Μια συνάντηση 90 λεπτών, ανάλυση των επιλογών σας και στρατηγική για ένα μηχανογραφικό χωρίς άγχος και χωρίς λάθη.',
  cta: 'Κλείστε ραντεβού',
};

export const mechanographicStats: Stat[] = [
  { value: figures.years, suffix: '+', label: 'Χρόνια εμπειρίας' },
  { value: figures.guidances, suffix: '+', label: 'Καθοδηγήσεις' },
  { value: figures.satisfaction, suffix: '%', label: 'Ικανοποίηση' },
];

export const mechanographicBenefits = {
  title: 'Τι κερδίζετε',
  cards: [
    { title: 'Σωστή σειρά επιλογών', text: 'Οι σχολές στη σειρά που εξυπηρετεί τους στόχους σας.' },
    { title: 'Ρεαλιστικές βάσεις', text: 'Εκτίμηση με βάση τις βαθμολογίες και τις τάσεις των προηγούμενων ετών.' },
    { title: 'Λιγότερο άγχος', text: 'Αποφάσεις με σιγουριά, μαζί με την οικογένεια.' },
  ] satisfies InfoCard[],
};

export const mechanographicOffer = {
  title: 'Η προσφορά μας',
  text: 'Η συνάντηση για το μηχανογραφικό περιλαμβάνει δωρεάν το τεστ επαγγελματικού προσανατολισμού.',
  action: { label: 'Κλείστε ραντεβού', href: '#lead-form' },
};

export const mechanographicSteps = {
  title: 'Η διαδικασία σε 3 βήματα',
  steps: [
    { title: 'Συνάντηση 90 λεπτών', text: 'Γνωριζόμαστε, συζητάμε ενδιαφέροντα, στόχους και βαθμολογίες.' },
    { title: 'Ανάλυση και αξιολόγηση', text: 'Αξιολογούμε σχολές, βάσεις και προοπτικές για κάθε επιλογή.' },
    { title: 'Στρατηγική επιλογών', text: 'Καταλήγουμε μαζί στη σειρά του μηχανογραφικού σας.' },
  ] satisfies ProcessStep[],
};

export const mechanographicWhy = {
  title: 'Γιατί μετράει η καθοδήγηση',
  text: 'Ένα λάθος στη σειρά των επιλογών μπορεί να κοστίσει μια θέση στη σχολή που θέλετε. Η καθοδήγηση φέρνει τις πληροφορίες και τη στρατηγική στη θέση της τύχης.',
};

export const mechanographicChooseUs = {
  title: 'Γιατί εμάς',
  text: `Πάνω από ${figures.yearsInOneBlock} χρόνια καθοδηγούμε υποψηφίους στο μηχανογραφικό, με σύμβουλους που ξέρουν το σύστημα σε βάθος.`,
};

export const mechanographicCalculator = {
  title: 'Υπολογιστής μηχανογραφικού',
  text: 'Ο δωρεάν υπολογιστής μηχανογραφικού βγάζει τον μέσο όρο σας και τα μόρια εισαγωγής σε κάθε σχολή, δείχνει την ελάχιστη βάση, τον κωδικό και την πόλη της, και σας αφήνει να κατατάξετε τις σχολές της επιλογής σας και να τυπώσετε τη λίστα.',
  src: brand.calculatorUrl,
  frameTitle: 'Υπολογιστής μηχανογραφικού',
  height: 768,
  openLabel: 'Άνοιγμα σε νέα καρτέλα',
};
