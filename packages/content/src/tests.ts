import type { Stat } from '@cg/ui';
import type { SampleProduct } from '@cg/data/forms';
import { figures } from './company';
import { pageVideos } from './pageVideos';
import { sampleTitles } from './sampleTitles';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';
import { testsReasonCards } from './testsReasonCards';

/** /tests and /test-epaggelmatikou-prosanatolismou (spec section 2). Each test's video is the «page-videos» document's. */
export const testsIntro = { title: pageSections.tests.header.title, text: pageSections.tests.header.intro };

export const testsStats: Stat[] = [
  { value: figures.users, suffix: '+', label: 'Χρήστες' },
  { value: figures.testTypes, label: 'Είδη τεστ' },
  { value: figures.satisfaction, suffix: '%', label: 'Ικανοποίηση' },
];

export type TestSection = { id: SampleProduct; title: string; text: string; points: readonly string[]; video: CompanyVideo };

export const testSections: readonly TestSection[] = [
  {
    id: 'career',
    title: sampleTitles.career,
    text: 'Με βάση τους έξι τύπους του Holland, δείχνει ποια επαγγελματικά περιβάλλοντα σας ταιριάζουν.',
    points: ['Ρεαλιστικός', 'Ερευνητικός', 'Καλλιτεχνικός', 'Κοινωνικός', 'Επιχειρηματικός', 'Συμβατικός'],
    video: pageVideos.tests.career,
  },
  {
    id: 'personality',
    title: sampleTitles.personality,
    text: 'Με βάση το μοντέλο των πέντε παραγόντων, περιγράφει την προσωπικότητά σας σε πέντε διαστάσεις.',
    points: ['Εξωστρέφεια', 'Προσήνεια', 'Ευσυνειδησία', 'Συναισθηματική σταθερότητα', 'Δεκτικότητα στην εμπειρία'],
    video: pageVideos.tests.personality,
  },
  {
    id: 'meta',
    title: sampleTitles.meta,
    text: 'Για φοιτητές και ενήλικες: αντιστοιχίζει το προφίλ σας με 40 μεταπτυχιακά προγράμματα και 16 ομάδες επαγγελμάτων.',
    points: ['40 μεταπτυχιακά προγράμματα', '16 ομάδες επαγγελμάτων', 'Αναφορά αποτελεσμάτων'],
    video: pageVideos.tests.meta,
  },
  {
    id: 'next',
    title: sampleTitles.next,
    text: 'Προσαρμοστικό τεστ με τεχνητή νοημοσύνη: κάθε ερώτηση διαλέγεται με βάση τις προηγούμενες απαντήσεις σας.',
    points: ['Προσαρμοστικές ερωτήσεις', 'Βασισμένο σε τεχνητή νοημοσύνη', 'Λιγότερες ερωτήσεις, ίδια ακρίβεια'],
    video: pageVideos.tests.next,
  },
];

export const testsWhy = {
  title: pageSections.tests.why.title,
  cards: testsReasonCards.items,
};

export const sampleDownload = {
  ...pageSections.tests.sample,
  defaultProduct: 'career' satisfies SampleProduct,
  labels: { name: 'Όνομα', lastname: 'Επώνυμο', email: 'Email', product: 'Δείγμα', submit: 'Λήψη δείγματος', busy: 'Λήψη...' },
  toasts: {
    incomplete: { title: 'Σφάλμα', description: 'Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία.' },
    failed: { title: 'Σφάλμα', description: 'Υπήρξε ένα πρόβλημα με τη λήψη. Παρακαλώ δοκιμάστε ξανά.' },
    opened: { title: 'Επιτυχία', description: 'Το δείγμα άνοιξε σε νέα καρτέλα.' },
  },
};
