/**
 * The interface words of /articles (its headings and introductions are staff's: pageSections.ts); the entries themselves
 * live in pressArticles, tvAppearances and podcast, the hero's tiles in articleTopics and the podcast's links in
 * podcastLinks (modules of their own, so the words bring no list with them into a page's code).
 */
export const articlesPage = {
  search: {
    form: 'Αναζήτηση άρθρων',
    search: 'Αναζήτηση',
    placeholder: 'Αναζήτηση άρθρων...',
    category: 'Κατηγορία',
    allCategories: 'Όλες οι κατηγορίες',
    submit: 'Αναζήτηση',
  },
  columns: { education: 'Εκπαίδευση', work: 'Αγορά Εργασίας' },
  featured: { badge: 'Επιλεγμένο', read: 'Διαβάστε το άρθρο' },
  empty: 'Δεν βρέθηκαν άρθρα. Δοκιμάστε άλλη λέξη ή όλες τις κατηγορίες.',
  emptyColumn: 'Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.',
  searchFailed:
    'Η αναζήτηση στα παλαιότερα άρθρα δεν ολοκληρώθηκε· εμφανίζονται όσα ταιριάζουν από τα πιο πρόσφατα. Δοκιμάστε ξανά σε λίγο.',
  allEpisodes: 'Δείτε όλα τα επεισόδια',
  contactAction: 'Επικοινωνήστε μαζί μας',
  newTab: '(ανοίγει σε νέα καρτέλα)',
  resultCount: (count: number) => (count === 0 ? 'Κανένα άρθρο' : count === 1 ? '1 άρθρο' : `${count} άρθρα`),
} as const;
