import type { AccordionItem, InfoCard, Stat } from '@cg/ui';
import { figures } from './company';
import { foreisInterviewList } from './foreisInterviewList';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';
import { foreisServiceCards } from './foreisServiceCards';

/** /foreis (spec section 2). */
export const foreisIntro = { title: pageSections.foreis.header.title, text: pageSections.foreis.header.intro };

export const foreisStats: Stat[] = [
  { value: figures.partnerBodies, suffix: '+', label: statLabels.foreis.partnerBodies },
  { value: figures.studentsReached, suffix: '+', label: statLabels.foreis.studentsReached },
];

export const foreisServices = {
  title: pageSections.foreis.services.title,
  cards: foreisServiceCards.items,
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
