import type { AccordionItem, Stat } from '@cg/ui';
import { figures, rating, serviceCities } from './company';
import { academicPlatformFacts } from './academicPlatform';
import { homeInterviewList } from './homeInterviewList';
import { podcast } from './podcast';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';

export const homeStats: readonly Stat[] = [
  { value: figures.users, suffix: '+', label: statLabels.home.users },
  { value: figures.counsellingSessions, label: statLabels.home.counsellingSessions },
  { value: figures.counsellors, suffix: '+', label: statLabels.home.counsellors },
  { value: figures.years, suffix: '+', label: statLabels.home.years },
];

export const homeRating = {
  score: `${rating.value}/${rating.best}`,
  stars: rating.best,
  detail: pageSections.home.stats.ratingDetail,
  starsLabel: `Μέση βαθμολογία ${rating.value} από ${rating.best}`,
};

/** The podcast's block: its name is the series' own (podcastSeries.ts), the words around it staff's (pageSections.ts). */
export const homePodcast = {
  eyebrow: pageSections.home.podcast.eyebrow,
  title: podcast.title,
  text: pageSections.home.podcast.intro,
  cta: { label: 'Δείτε τα επεισόδια', href: '/entos-ylis' },
};

/** TV interviews, from the «home-interviews» document (homeInterviewList.ts); each keeps the accordion's id of its place. */
export const homeInterviews: ReadonlyArray<Omit<AccordionItem, 'content'> & CompanyVideo> = homeInterviewList.items.map((video, index) => ({
  id: `interview-${index + 1}`,
  ...video,
}));

/** The block's heading and words, where the platform is and its fields are staff's (pageSections.ts, academicPlatform.ts). */
export const academicPlatform = {
  ...pageSections.home.academicPlatform,
  ...academicPlatformFacts,
};

/** The block's headings are staff's (pageSections.ts), the cities the company's facts (company.ts). */
export const homeContact = {
  title: pageSections.home.contact.title,
  intro: pageSections.home.contact.intro,
  detailsTitle: pageSections.home.contact.detailsTitle,
  hoursTitle: pageSections.home.contact.hoursTitle,
  areas: { title: pageSections.home.contact.areasTitle, items: serviceCities },
};
