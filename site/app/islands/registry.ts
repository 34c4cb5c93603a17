import type { ComponentType } from 'react';

/**
 * Every island, by the name its marker carries: the loader imports only those a page has, when their moment
 * comes. A module either exports, as its default, the component the page rendered in its place (hydrated on a
 * root of its own, with React), or `enhance`, which gives the prerendered HTML its behaviour without React (for
 * parts whose behaviour is small, so a page that has only those never loads React). Each module is named after
 * its island (`statCounters`: StatCountersIsland), which is how the size budget finds its chunk.
 */
export const islandModules = {
  header: () => import('./HeaderIsland'),
  consent: () => import('./ConsentIsland'),
  consentSettings: () => import('./ConsentSettingsIsland'),
  statCounters: () => import('./StatCountersIsland'),
  interviews: () => import('./InterviewsIsland'),
  companyVideo: () => import('./CompanyVideoIsland'),
  builtArticle: () => import('./BuiltArticleIsland'),
  articlesCheck: () => import('./ArticlesCheckIsland'),
  articlesListing: () => import('./ArticlesListingIsland'),
  leadForm: () => import('./LeadFormIsland'),
  leadDraft: () => import('./LeadDraftIsland'),
  toasts: () => import('./ToastsIsland'),
  sampleDownload: () => import('./SampleDownloadIsland'),
  faq: () => import('./FaqIsland'),
  carousel: () => import('./CarouselIsland'),
  processSteps: () => import('./ProcessStepsIsland'),
  thankYou: () => import('./ThankYouIsland'),
  notFound: () => import('./NotFoundIsland'),
} as const;

export type IslandName = keyof typeof islandModules;

/** What an island's module gives the loader, which reads each island's own props back from its marker as JSON. */
export type IslandModule =
  | { default: ComponentType<Record<string, unknown>> }
  | { enhance: (marker: HTMLElement, props: Record<string, unknown>) => void };

/**
 * When an island starts: on the first pointer, focus or touch in it; once it is in view; once the page is idle; or
 * only when another island asks for it (startIsland). What starts without the visitor's interaction counts in the
 * page's size budget.
 */
export type HydrateWhen = 'interaction' | 'visible' | 'idle' | 'asked';
