import type { CallToActionProps, Stat } from '@cg/ui';
import { brand } from './brand';
import { figures } from './company';
import { pageVideos } from './pageVideos';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';
import { studentsCounsellingCards } from './studentsCounsellingCards';
import { studentsProgrammeCards } from './studentsProgrammeCards';

/** /students (spec section 2): every block's text; the sections' headings and introductions are staff's (pageSections.ts). */
export const studentsProgramme = {
  ...pageSections.students.programme,
  cards: studentsProgrammeCards.items,
};

export const studentsTests = {
  ...pageSections.students.tests,
  video: pageVideos.students,
  coupon: {
    title: pageSections.students.coupon.title,
    text: pageSections.students.coupon.intro,
    action: { label: 'Ξεκινήστε το τεστ', href: brand.questionnaireUrl },
  } satisfies CallToActionProps,
};

export const studentsCounselling = {
  ...pageSections.students.counselling,
  cards: studentsCounsellingCards.items,
};

export const studentsClaim = {
  title: pageSections.students.claim.title,
  intro: pageSections.students.claim.intro,
  stats: [
    { value: figures.users, suffix: '+', label: statLabels.students.users },
    { value: figures.years, suffix: '+', label: statLabels.students.years },
  ] satisfies Stat[],
};
