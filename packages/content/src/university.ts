import { pageVideos } from './pageVideos';
import { pageSections } from './pageSections';
import { universityIncludesList } from './universityIncludesList';
import { universityFeatureCards } from './universityFeatureCards';
import { universityServiceCards } from './universityServiceCards';

/** /university-students (spec section 2). */
export const universityMeta = {
  ...pageSections.university.meta,
  video: pageVideos.university,
};

export const universityFeatures = universityFeatureCards.items;

export const universityIncludes = {
  title: pageSections.university.includes.title,
  items: universityIncludesList.items,
};

export const universityServices = {
  title: pageSections.university.services.title,
  cards: universityServiceCards.items,
};
