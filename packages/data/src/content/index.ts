export { contentChoiceLabels, contentKinds, contentFieldLabels, type ContentKind } from './kinds.ts';
export { companySchema, type CompanyFacts } from './company.ts';
export { testimonialsSchema, type TestimonialsDocument } from './testimonials.ts';
export { faqSchema, type FaqDocument } from './faq.ts';
export { teamSchema, type TeamDocument } from './team.ts';
export { tvSchema, type TvDocument } from './tv.ts';
export { podcastSchema, type PodcastDocument } from './podcast.ts';
export { videosSchema, type VideosDocument } from './videos.ts';
export { privacyFactsSchema, type PrivacyFacts } from './privacyFacts.ts';
export { podcastSeriesSchema, type PodcastSeries } from './podcastSeries.ts';
export { pageVideosSchema, type PageVideos } from './pageVideos.ts';
export { seminarFactsSchema, type SeminarFacts } from './seminarFacts.ts';
export { academicPlatformSchema, type AcademicPlatform } from './academicPlatform.ts';
export { figuresSchema, type CompanyFigures } from './figures.ts';
export { heroesSchema, type PageHeroes } from './heroes.ts';
export { partnersSchema, type PartnersDocument } from './partners.ts';
export { servicesSchema, type ServicesDocument } from './services.ts';
export { pressCategories, pressSchema, type PressDocument } from './press.ts';
export {
  contentMessages,
  contentWriteFailure,
  publishContent,
  readContentDocuments,
  readContentVersions,
  restoreContentVersion,
  saveContentDraft,
  type ContentDocument,
  type ContentVersion,
  type ContentWriteFailure,
} from './documents.ts';
export {
  changeList,
  describeChanges,
  fieldLabel,
  listLength,
  documentFieldGroups,
  documentFormGroups,
  documentFromTexts,
  documentIssues,
  documentTexts,
  type DocumentField,
  type DocumentFieldGroup,
  type DocumentList,
  type ListChange,
} from './documentFields.ts';
export { flattenDocument } from './documentFields.ts';
export { publishTime, publishTimeMessages, type PublishTime } from './publishTime.ts';
