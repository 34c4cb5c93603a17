/**
 * Every island, by the name its marker carries: the loader imports only those a page has, when their moment
 * comes. Each module's default export is the component the page rendered in its place.
 */
export const islandModules = {
  header: () => import('./HeaderIsland'),
  consent: () => import('./ConsentIsland'),
  consentSettings: () => import('./ConsentSettingsIsland'),
  homeStats: () => import('./HomeStatsIsland'),
  homeInterviews: () => import('./HomeInterviewsIsland'),
  companyVideo: () => import('./CompanyVideoIsland'),
} as const;

export type IslandName = keyof typeof islandModules;

/**
 * When an island hydrates: on the first pointer, focus or touch in it; once it is in view; once the page is idle;
 * or, for the consent question, once the page is idle when this device holds no answer, and when the visitor opens
 * the privacy settings.
 */
export type HydrateWhen = 'interaction' | 'visible' | 'idle' | 'unanswered';
