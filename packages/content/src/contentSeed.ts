/**
 * Today's content as the seed of the content documents (docs/decisions/036-content-as-data.md): each document's
 * key, kind, Greek title, the module and export the build replaces with what is published, and its value, with
 * the fields that are still placeholders and what to supply for each. Read by the seed's generator and the tests.
 */
import type { ContentKind } from '@cg/data/content';
import { academicPlatformFacts } from './academicPlatform.ts';
import { aboutHistoryList } from './aboutHistoryList.ts';
import { foreisQualityCards } from './foreisQualityCards.ts';
import { seminariaInfoList } from './seminariaInfoList.ts';
import { seminariaProgrammeCards } from './seminariaProgrammeCards.ts';
import { seminariaReasonsList } from './seminariaReasonsList.ts';
import { universityIncludesList } from './universityIncludesList.ts';
import { statLabels } from './statLabels.ts';
import { testDescriptions } from './testDescriptions.ts';
import { studentsCounsellingCards } from './studentsCounsellingCards.ts';
import { foreisServiceCards } from './foreisServiceCards.ts';
import { mixanografikaSteps } from './mixanografikaSteps.ts';
import { studentsProgrammeCards } from './studentsProgrammeCards.ts';
import { testsReasonCards } from './testsReasonCards.ts';
import { universityFeatureCards } from './universityFeatureCards.ts';
import { universityServiceCards } from './universityServiceCards.ts';
import { mixanografikaBenefitCards } from './mixanografikaBenefitCards.ts';
import { aboutValueCards } from './aboutValueCards.ts';
import { brand } from './brand.ts';
import { figures } from './figures.ts';
import { foreisInterviewList } from './foreisInterviewList.ts';
import { pageHeroes } from './heroes.ts';
import { homeInterviewList } from './homeInterviewList.ts';
import { homeServices } from './homeServices.ts';
import { imeridesVideoList } from './imeridesVideoList.ts';
import { pageVideos } from './pageVideos.ts';
import { partnerList } from './partnerList.ts';
import { pressList } from './pressList.ts';
import { placeholdersMade } from './placeholder.ts';
import { seedOf } from './withFacts.ts';
import { podcastList } from './podcastEpisodes.ts';
import { podcastSeries } from './podcastSeries.ts';
import { privacyFacts } from './privacyFacts.ts';
import { seminar } from './seminar.ts';
import { pageSections } from './pageSections.ts';
import { seminarFaq } from './seminarFaq.ts';
import { aboutTeam } from './team.ts';
import { homeTestimonials } from './testimonials.ts';
import { testsFaq } from './testsFaq.ts';
import { tvList } from './tvList.ts';

export type SeedDocument = {
  key: string;
  kind: ContentKind;
  title: string;
  /** The content package's module (under src/) whose one export the build replaces. */
  module: string;
  exportName: string;
  /** What staff edit: a text that names a fact keeps its name in braces (withFacts.ts). */
  value: Record<string, unknown>;
};

const documents: readonly SeedDocument[] = [
  { key: 'company', kind: 'company', title: 'Στοιχεία της εταιρείας', module: 'brand.ts', exportName: 'brand', value: brand },
  {
    key: 'home-testimonials',
    kind: 'testimonials',
    title: 'Μαρτυρίες της αρχικής σελίδας',
    module: 'testimonials.ts',
    exportName: 'homeTestimonials',
    value: homeTestimonials,
  },
  {
    key: 'seminaria-faq',
    kind: 'faq',
    title: 'Ερωτήσεις της σελίδας των σεμιναρίων',
    module: 'seminarFaq.ts',
    exportName: 'seminarFaq',
    value: seminarFaq,
  },
  {
    key: 'tests-faq',
    kind: 'faq',
    title: 'Ερωτήσεις της σελίδας των τεστ',
    module: 'testsFaq.ts',
    exportName: 'testsFaq',
    value: testsFaq,
  },
  {
    key: 'about-team',
    kind: 'team',
    title: 'Η ομάδα της σελίδας «Ποιοι είμαστε»',
    module: 'team.ts',
    exportName: 'aboutTeam',
    value: aboutTeam,
  },
  {
    key: 'articles-tv',
    kind: 'tv',
    title: 'Τηλεοπτικές εμφανίσεις (σελίδα «Άρθρα»)',
    module: 'tvList.ts',
    exportName: 'tvList',
    value: tvList,
  },
  {
    key: 'podcast-episodes',
    kind: 'podcast',
    title: 'Επεισόδια του podcast «Εντός Ύλης»',
    module: 'podcastEpisodes.ts',
    exportName: 'podcastList',
    value: podcastList,
  },
  {
    key: 'home-interviews',
    kind: 'videos',
    title: 'Συνεντεύξεις της αρχικής σελίδας',
    module: 'homeInterviewList.ts',
    exportName: 'homeInterviewList',
    value: homeInterviewList,
  },
  {
    key: 'foreis-interviews',
    kind: 'videos',
    title: 'Συνεντεύξεις της σελίδας «Για φορείς»',
    module: 'foreisInterviewList.ts',
    exportName: 'foreisInterviewList',
    value: foreisInterviewList,
  },
  {
    key: 'imerides-videos',
    kind: 'videos',
    title: 'Βίντεο από τις ημερίδες',
    module: 'imeridesVideoList.ts',
    exportName: 'imeridesVideoList',
    value: imeridesVideoList,
  },
  {
    key: 'privacy-facts',
    kind: 'privacy',
    title: 'Στοιχεία της ενημέρωσης για τα προσωπικά δεδομένα',
    module: 'privacyFacts.ts',
    exportName: 'privacyFacts',
    value: privacyFacts,
  },
  {
    key: 'podcast-series',
    kind: 'podcast-series',
    title: 'Το podcast «Εντός Ύλης»: συνεργάτης και πλατφόρμες',
    module: 'podcastSeries.ts',
    exportName: 'podcastSeries',
    value: podcastSeries,
  },
  {
    key: 'page-videos',
    kind: 'page-videos',
    title: 'Τα βίντεο των σελίδων «Τεστ», «Μαθητές» και «Φοιτητές & Ενήλικες»',
    module: 'pageVideos.ts',
    exportName: 'pageVideos',
    value: pageVideos,
  },
  {
    key: 'seminar-facts',
    kind: 'seminar',
    title: 'Στοιχεία του σεμιναρίου πιστοποίησης',
    module: 'seminar.ts',
    exportName: 'seminar',
    value: seminar,
  },
  {
    key: 'articles-press',
    kind: 'press',
    title: 'Δημοσιεύματα στον Τύπο (σελίδα «Άρθρα»)',
    module: 'pressList.ts',
    exportName: 'pressList',
    value: pressList,
  },
  {
    key: 'academic-platform',
    kind: 'academic-platform',
    title: 'Η πλατφόρμα ακαδημαϊκών τμημάτων (αρχική σελίδα)',
    module: 'academicPlatform.ts',
    exportName: 'academicPlatformFacts',
    value: academicPlatformFacts,
  },
  {
    key: 'partner-logos',
    kind: 'partners',
    title: 'Συνεργάτες (αρχική σελίδα και «Για φορείς»)',
    module: 'partnerList.ts',
    exportName: 'partnerList',
    value: partnerList,
  },
  {
    key: 'company-figures',
    kind: 'figures',
    title: 'Αριθμοί και βαθμολογία της εταιρείας',
    module: 'figures.ts',
    exportName: 'figures',
    value: figures,
  },
  {
    key: 'page-heroes',
    kind: 'heroes',
    title: 'Οι πρώτες εικόνες (hero) της αρχικής, των «Μαθητών» και των «Φοιτητών & Ενηλίκων»',
    module: 'heroes.ts',
    exportName: 'pageHeroes',
    value: pageHeroes,
  },
  {
    key: 'home-services',
    kind: 'services',
    title: 'Οι υπηρεσίες της αρχικής σελίδας',
    module: 'homeServices.ts',
    exportName: 'homeServices',
    value: homeServices,
  },
  {
    key: 'page-sections',
    kind: 'sections',
    title: 'Οι τίτλοι και οι εισαγωγές των ενοτήτων κάθε σελίδας',
    module: 'pageSections.ts',
    exportName: 'pageSections',
    value: pageSections,
  },
  {
    key: 'students-programme',
    kind: 'cards',
    title: 'Οι κάρτες του προγράμματος (σελίδα «Μαθητές»)',
    module: 'studentsProgrammeCards.ts',
    exportName: 'studentsProgrammeCards',
    value: studentsProgrammeCards,
  },
  {
    key: 'tests-reasons',
    kind: 'formless-cards',
    title: 'Γιατί τα τεστ μας: οι κάρτες (σελίδα «Τεστ»)',
    module: 'testsReasonCards.ts',
    exportName: 'testsReasonCards',
    value: testsReasonCards,
  },
  {
    key: 'university-features',
    kind: 'cards',
    title: 'Τι δίνει το τεστ Meta: οι κάρτες (σελίδα «Φοιτητές & Ενήλικες»)',
    module: 'universityFeatureCards.ts',
    exportName: 'universityFeatureCards',
    value: universityFeatureCards,
  },
  {
    key: 'university-services',
    kind: 'cards',
    title: 'Οι υπηρεσίες καριέρας: οι κάρτες (σελίδα «Φοιτητές & Ενήλικες»)',
    module: 'universityServiceCards.ts',
    exportName: 'universityServiceCards',
    value: universityServiceCards,
  },
  {
    key: 'mixanografika-benefits',
    kind: 'cards',
    title: 'Τι κερδίζετε: οι κάρτες (σελίδα «Μηχανογραφικό»)',
    module: 'mixanografikaBenefitCards.ts',
    exportName: 'mixanografikaBenefitCards',
    value: mixanografikaBenefitCards,
  },
  {
    key: 'about-values',
    kind: 'formless-cards',
    title: 'Οι αξίες μας: οι κάρτες (σελίδα «Ποιοι είμαστε»)',
    module: 'aboutValueCards.ts',
    exportName: 'aboutValueCards',
    value: aboutValueCards,
  },
  {
    key: 'students-counselling',
    kind: 'cards',
    title: 'Συμβουλευτική ανά τάξη: οι κάρτες (σελίδα «Μαθητές»)',
    module: 'studentsCounsellingCards.ts',
    exportName: 'studentsCounsellingCards',
    value: studentsCounsellingCards,
  },
  {
    key: 'foreis-services',
    kind: 'cards',
    title: 'Τι προσφέρουμε: οι κάρτες (σελίδα «Για φορείς»)',
    module: 'foreisServiceCards.ts',
    exportName: 'foreisServiceCards',
    value: foreisServiceCards,
  },
  {
    key: 'tests-descriptions',
    kind: 'test-descriptions',
    title: 'Τα τέσσερα τεστ: τι κάνει το καθένα (σελίδα «Τεστ»)',
    module: 'testDescriptions.ts',
    exportName: 'testDescriptions',
    value: testDescriptions,
  },
  {
    key: 'stat-labels',
    kind: 'stat-labels',
    title: 'Οι λέξεις κάτω από τους αριθμούς κάθε σελίδας',
    module: 'statLabels.ts',
    exportName: 'statLabels',
    value: statLabels,
  },
  {
    key: 'university-includes',
    kind: 'checklist',
    title: 'Τι περιλαμβάνει το Meta (σελίδα «Φοιτητές & Ενήλικες»)',
    module: 'universityIncludesList.ts',
    exportName: 'universityIncludesList',
    value: universityIncludesList,
  },
  {
    key: 'mixanografika-steps',
    kind: 'steps',
    title: 'Η διαδικασία σε βήματα (σελίδα «Μηχανογραφικό»)',
    module: 'mixanografikaSteps.ts',
    exportName: 'mixanografikaSteps',
    value: mixanografikaSteps,
  },
  {
    key: 'about-history',
    kind: 'timeline',
    title: 'Η ιστορία μας (σελίδα «Ποιοι είμαστε»)',
    module: 'aboutHistoryList.ts',
    exportName: 'aboutHistoryList',
    value: aboutHistoryList,
  },
  {
    key: 'foreis-qualities',
    kind: 'cards',
    title: 'Γιατί εμάς: οι κάρτες (σελίδα «Για φορείς»)',
    module: 'foreisQualityCards.ts',
    exportName: 'foreisQualityCards',
    value: foreisQualityCards,
  },
  {
    key: 'seminaria-programme',
    kind: 'cards',
    title: 'Το πρόγραμμα: οι κάρτες (σελίδα «Σεμινάρια»)',
    module: 'seminariaProgrammeCards.ts',
    exportName: 'seminariaProgrammeCards',
    value: seminariaProgrammeCards,
  },
  {
    key: 'seminaria-info',
    kind: 'details',
    title: 'Το σεμινάριο με μια ματιά: διάρκεια, τρόπος, τόπος, έναρξη (σελίδα «Σεμινάρια»)',
    module: 'seminariaInfoList.ts',
    exportName: 'seminariaInfoList',
    value: seminariaInfoList,
  },
  {
    key: 'seminaria-reasons',
    kind: 'checklist',
    title: 'Γιατί το σεμινάριο (σελίδα «Σεμινάρια»)',
    module: 'seminariaReasonsList.ts',
    exportName: 'seminariaReasonsList',
    value: seminariaReasonsList,
  },
];

export const seedDocuments: readonly SeedDocument[] = documents.map((document) => ({ ...document, value: seedOf(document.value) }));

export type PlaceholderMark = { supply: string; sample: unknown };

const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The fields of `value` that placeholder() made, as JSON pointers. A document's placeholders were made in the
 * order its literal is written, which is the order a depth-first walk meets them: each field is matched with the
 * next placeholder made after the last one matched, by identity (an object) or equality (a text, a number).
 */
export function placeholderFields(value: object): Record<string, PlaceholderMark> {
  const marks: Record<string, PlaceholderMark> = {};
  let next = 0;
  const walk = (node: unknown, pointer: string) => {
    const found = placeholdersMade.findIndex((made, index) => index >= next && made.sample === node);
    if (pointer && found >= 0) {
      marks[pointer] = { supply: placeholdersMade[found]!.supply, sample: node };
      next = found + 1;
      return;
    }
    if (isBranch(node)) for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key}`);
  };
  walk(value, '');
  return marks;
}
