/** Every kind of content document, its schema and its fields' Greek labels: the one list the editor, the build, the seed and the database read. */
import { academicPlatformFieldLabels, academicPlatformSchema } from './academicPlatform.ts';
import { cardsFieldLabels, cardsSchema, formlessCardsFieldLabels, formlessCardsSchema } from './cards.ts';
import { checklistFieldLabels, checklistSchema } from './checklist.ts';
import { detailsFieldLabels, detailsSchema } from './details.ts';
import { companyChoiceLabels, companyFieldLabels, companySchema } from './company.ts';
import { faqFieldLabels, faqSchema } from './faq.ts';
import { figuresFieldLabels, figuresSchema } from './figures.ts';
import { heroesFieldLabels, heroesSchema } from './heroes.ts';
import { podcastFieldLabels, podcastSchema } from './podcast.ts';
import { pageVideosFieldLabels, pageVideosSchema } from './pageVideos.ts';
import { partnersFieldLabels, partnersSchema } from './partners.ts';
import { pressChoiceLabels, pressFieldLabels, pressSchema } from './press.ts';
import { podcastSeriesFieldLabels, podcastSeriesSchema } from './podcastSeries.ts';
import { privacyFactsFieldLabels, privacyFactsSchema } from './privacyFacts.ts';
import { seminarFactsFieldLabels, seminarFactsSchema } from './seminarFacts.ts';
import { sectionsFieldLabels, sectionsSchema } from './sections.ts';
import { servicesFieldLabels, servicesSchema } from './services.ts';
import { statLabelsFieldLabels, statLabelsSchema } from './statLabels.ts';
import { stepsFieldLabels, stepsSchema } from './steps.ts';
import { teamFieldLabels, teamSchema } from './team.ts';
import { tvFieldLabels, tvSchema } from './tv.ts';
import { testDescriptionsFieldLabels, testDescriptionsSchema } from './testDescriptions.ts';
import { testimonialsFieldLabels, testimonialsSchema } from './testimonials.ts';
import { timelineFieldLabels, timelineSchema } from './timeline.ts';
import { videosFieldLabels, videosSchema } from './videos.ts';

export const contentKinds = {
  company: companySchema,
  testimonials: testimonialsSchema,
  faq: faqSchema,
  team: teamSchema,
  tv: tvSchema,
  podcast: podcastSchema,
  videos: videosSchema,
  privacy: privacyFactsSchema,
  'podcast-series': podcastSeriesSchema,
  'page-videos': pageVideosSchema,
  seminar: seminarFactsSchema,
  press: pressSchema,
  'academic-platform': academicPlatformSchema,
  figures: figuresSchema,
  heroes: heroesSchema,
  partners: partnersSchema,
  services: servicesSchema,
  sections: sectionsSchema,
  cards: cardsSchema,
  'formless-cards': formlessCardsSchema,
  steps: stepsSchema,
  timeline: timelineSchema,
  'test-descriptions': testDescriptionsSchema,
  'stat-labels': statLabelsSchema,
  checklist: checklistSchema,
  details: detailsSchema,
} as const;

export type ContentKind = keyof typeof contentKinds;

/** Labels by JSON pointer; in a list, `*` stands for the item's place (`/items/*` names one item). */
export const contentFieldLabels: Record<ContentKind, Record<string, string>> = {
  company: companyFieldLabels,
  testimonials: testimonialsFieldLabels,
  faq: faqFieldLabels,
  team: teamFieldLabels,
  tv: tvFieldLabels,
  podcast: podcastFieldLabels,
  videos: videosFieldLabels,
  privacy: privacyFactsFieldLabels,
  'podcast-series': podcastSeriesFieldLabels,
  'page-videos': pageVideosFieldLabels,
  seminar: seminarFactsFieldLabels,
  press: pressFieldLabels,
  'academic-platform': academicPlatformFieldLabels,
  figures: figuresFieldLabels,
  heroes: heroesFieldLabels,
  partners: partnersFieldLabels,
  services: servicesFieldLabels,
  sections: sectionsFieldLabels,
  cards: cardsFieldLabels,
  'formless-cards': formlessCardsFieldLabels,
  steps: stepsFieldLabels,
  timeline: timelineFieldLabels,
  'test-descriptions': testDescriptionsFieldLabels,
  'stat-labels': statLabelsFieldLabels,
  checklist: checklistFieldLabels,
  details: detailsFieldLabels,
};

export const contentChoiceLabels: Record<ContentKind, Record<string, Record<string, string>>> = {
  company: companyChoiceLabels,
  testimonials: {},
  faq: {},
  team: {},
  tv: {},
  podcast: {},
  videos: {},
  privacy: {},
  'podcast-series': {},
  'page-videos': {},
  seminar: {},
  press: pressChoiceLabels,
  'academic-platform': {},
  figures: {},
  heroes: {},
  partners: {},
  services: {},
  sections: {},
  cards: {},
  'formless-cards': {},
  steps: {},
  timeline: {},
  'test-descriptions': {},
  'stat-labels': {},
  checklist: {},
  details: {},
};
