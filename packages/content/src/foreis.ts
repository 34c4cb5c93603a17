import type { AccordionItem, InfoCard, Stat } from '@cg/ui';
import { figures } from './company';
import { foreisInterviewList } from './foreisInterviewList';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';

/** /foreis (spec section 2). */
export const foreisIntro = { title: pageSections.foreis.header.title, text: pageSections.foreis.header.intro };

export const foreisStats: Stat[] = [
  { value: figures.partnerBodies, suffix: '+', label: 'Συνεργαζόμενοι φορείς' },
  { value: figures.studentsReached, suffix: '+', label: 'Μαθητές' },
];

export const foreisServices = {
  title: pageSections.foreis.services.title,
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
  title: pageSections.foreis.qualities.title,
  cards: [
    { title: 'Ευελιξία', text: 'Προγράμματα στα μέτρα του φορέα σας, στον χώρο σας ή online.' },
    { title: 'Ποιότητα', text: 'Πιστοποιημένοι σύμβουλοι και δοκιμασμένα εργαλεία.' },
    { title: 'Υποστήριξη', text: 'Ένας υπεύθυνος επικοινωνίας από την αρχή ως το τέλος.' },
    { title: 'Εμπειρία', text: `Πάνω από ${figures.years} χρόνια δίπλα σε σχολεία και φορείς.` },
  ] satisfies InfoCard[],
};

/** Interviews, from the «foreis-interviews» document (foreisInterviewList.ts); each keeps the accordion's id of its place. */
export const foreisInterviews: ReadonlyArray<Omit<AccordionItem, 'content'> & CompanyVideo> = foreisInterviewList.items.map(
  (video, index) => ({ id: `foreis-interview-${index + 1}`, ...video }),
);
