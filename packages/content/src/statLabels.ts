import type { StatLabels } from '@cg/data/contentStatLabels';

/**
 * What each page's counters say under their figures: the seed of the «stat-labels» document (decision 036), which
 * staff edit in the back office; the figures are the «company-figures» document's (figures.ts).
 */
export const statLabels = {
  home: {
    users: 'Ολοκληρωμένα τεστ',
    counsellingSessions: 'Συνεδρίες συμβουλευτικής',
    counsellors: 'Πιστοποιημένοι σύμβουλοι',
    years: 'Χρόνια εμπειρίας',
  },
  students: { users: 'Χρήστες των τεστ', years: 'Χρόνια εμπειρίας' },
  tests: { users: 'Χρήστες', testTypes: 'Είδη τεστ', satisfaction: 'Ικανοποίηση' },
  mixanografika: { years: 'Χρόνια εμπειρίας', guidances: 'Καθοδηγήσεις', satisfaction: 'Ικανοποίηση' },
  foreis: { partnerBodies: 'Συνεργαζόμενοι φορείς', studentsReached: 'Μαθητές' },
} satisfies StatLabels;
