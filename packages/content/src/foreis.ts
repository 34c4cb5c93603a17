import type { AccordionItem, InfoCard, Stat } from '@cg/ui';
import { figures } from './company';
import { placeholder } from './placeholder';
import type { CompanyVideo } from './video';

/** /foreis (spec section 2). */
export const foreisIntro = {
  title: 'Επαγγελματικός προσανατολισμός για σχολεία και φορείς',
  text: 'Τεστ, συνεδρίες συμβουλευτικής και ημερίδες για σχολεία, φροντιστήρια, δήμους και φορείς σε όλη την Ελλάδα.',
};

export const foreisStats: Stat[] = [
  { value: figures.partnerBodies, suffix: '+', label: 'Συνεργαζόμενοι φορείς' },
  { value: figures.studentsReached, suffix: '+', label: 'Μαθητές' },
];

export const foreisServices = {
  title: 'Τι προσφέρουμε',
  cards: [
    {
      title: 'Τεστ επαγγελματικού προσανατολισμού',
      text: 'Τα τεστ μας για όλους τους μαθητές σας, με αναφορά για τον καθένα.',
      action: { label: 'Τα τεστ', href: '/tests' },
    },
    {
      title: 'Συνεδρίες συμβουλευτικής',
      text: 'Ατομικές ή ομαδικές συνεδρίες στον χώρο σας ή online.',
      action: { label: 'Ζητήστε πρόταση', href: '#lead-form' },
    },
    {
      title: 'Ημερίδες',
      text: 'Ημερίδες για μαθητές και γονείς, με ομιλητές από σχολές και επαγγέλματα.',
      action: { label: 'Οι ημερίδες', href: '/imerides' },
    },
  ] satisfies InfoCard[],
};

export const foreisQualities = {
  title: 'Γιατί να μας επιλέξετε',
  cards: [
    { title: 'Ευελιξία', text: 'Προγράμματα στα μέτρα του φορέα σας, στον χώρο σας ή online.' },
    { title: 'Ποιότητα', text: 'Πιστοποιημένοι σύμβουλοι και δοκιμασμένα εργαλεία.' },
    { title: 'Υποστήριξη', text: 'Ένας υπεύθυνος επικοινωνίας από την αρχή ως το τέλος.' },
    { title: 'Εμπειρία', text: `Πάνω από ${figures.years} χρόνια δίπλα σε σχολεία και φορείς.` },
  ] satisfies InfoCard[],
};

export const foreisInterviews: ReadonlyArray<Omit<AccordionItem, 'content'> & CompanyVideo> = [
  {
    id: 'foreis-interview-1',
    title: 'Ο επαγγελματικός προσανατολισμός στο σχολείο',
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ο επαγγελματικός προσανατολισμός στο σχολείο»'),
  },
  {
    id: 'foreis-interview-2',
    title: 'Πώς βοηθάμε τους γονείς',
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Πώς βοηθάμε τους γονείς»'),
  },
  {
    id: 'foreis-interview-3',
    title: 'Ημερίδες που αλλάζουν αποφάσεις',
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδες που αλλάζουν αποφάσεις»'),
  },
];
