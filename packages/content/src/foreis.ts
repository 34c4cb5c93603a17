import type { AccordionItem, Stat } from '@cg/ui';
import { figures } from './company';
import { foreisInterviewList } from './foreisInterviewList';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';
import { foreisServiceCards } from './foreisServiceCards';
import { foreisQualityCards } from './foreisQualityCards';

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
  cards: foreisQualityCards.items,
};

/** Interviews, from the «foreis-interviews» document (foreisInterviewList.ts); each keeps the accordion's id of its place. */
export const foreisInterviews: ReadonlyArray<Omit<AccordionItem, 'content'> & CompanyVideo> = foreisInterviewList.items.map(
  (video, index) => ({ id: `foreis-interview-${index + 1}`, ...video }),
);
