import type { Stat } from '@cg/ui';
import type { SampleProduct } from '@cg/data/forms';
import { figures } from './company';
import { pageVideos } from './pageVideos';
import { sampleOrder, sampleTitles } from './sampleTitles';
import { testDescriptions } from './testDescriptions';
import type { CompanyVideo } from './video';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';
import { testsReasonCards } from './testsReasonCards';

/** /tests and /test-epaggelmatikou-prosanatolismou (spec section 2). Each test's video is the «page-videos» document's. */
export const testsIntro = { title: pageSections.tests.header.title, text: pageSections.tests.header.intro };

export const testsStats: Stat[] = [
  { value: figures.users, suffix: '+', label: statLabels.tests.users },
  { value: figures.testTypes, label: statLabels.tests.testTypes },
  { value: figures.satisfaction, suffix: '%', label: statLabels.tests.satisfaction },
];

export type TestSection = { id: SampleProduct; title: string; text: string; points: readonly string[]; video: CompanyVideo };

/** In the page's order; each test's words are the «tests-descriptions» document's (testDescriptions.ts). */
export const testSections: readonly TestSection[] = sampleOrder.map((id) => ({
  id,
  title: sampleTitles[id],
  ...testDescriptions[id],
  video: pageVideos.tests[id],
}));

export const testsWhy = {
  title: pageSections.tests.why.title,
  cards: testsReasonCards.items,
};

export const sampleDownload = {
  ...pageSections.tests.sample,
  defaultProduct: 'career' satisfies SampleProduct,
  labels: { name: 'Όνομα', lastname: 'Επώνυμο', email: 'Email', product: 'Δείγμα', submit: 'Λήψη δείγματος', busy: 'Λήψη...' },
  toasts: {
    incomplete: { title: 'Σφάλμα', description: 'Παρακαλώ συμπληρώστε όλα τα υποχρεωτικά πεδία.' },
    failed: { title: 'Σφάλμα', description: 'Υπήρξε ένα πρόβλημα με τη λήψη. Παρακαλώ δοκιμάστε ξανά.' },
    opened: { title: 'Επιτυχία', description: 'Το δείγμα άνοιξε σε νέα καρτέλα.' },
  },
};
