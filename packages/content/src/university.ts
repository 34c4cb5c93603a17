import { pageVideos } from './pageVideos';
import { pageSections } from './pageSections';
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
  items: [
    'Online τεστ ενδιαφερόντων, αξιών και δεξιοτήτων',
    'Αναφορά αποτελεσμάτων με προτάσεις σπουδών και επαγγελμάτων',
    'Αντιστοίχιση με μεταπτυχιακά προγράμματα',
    'Συνεδρία συμβουλευτικής με πιστοποιημένο σύμβουλο',
  ],
};

export const universityServices = {
  title: pageSections.university.services.title,
  cards: universityServiceCards.items,
};
