/**
 * The words of /articles; the entries themselves live in pressArticles, tvAppearances and podcast, the hero's
 * tiles in articleTopics and the podcast's links in podcastLinks (modules of their own, so the words bring no
 * list with them into a page's code).
 */
export const articlesPage = {
  title: 'Άρθρα, Αναλύσεις & Περιεχόμενο',
  lead: 'Η ματιά μας στην εκπαίδευση και την αγορά εργασίας: δημοσιεύσεις στον Τύπο, τηλεοπτικές παρουσίες, το podcast μας και τα άρθρα της ομάδας μας.',
  topicsTitle: 'Τι θα βρείτε εδώ',
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
  latestTitle: 'Τελευταία Άρθρα',
  empty: 'Δεν βρέθηκαν άρθρα. Δοκιμάστε άλλη λέξη ή όλες τις κατηγορίες.',
  emptyColumn: 'Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.',
  searchFailed:
    'Η αναζήτηση στα παλαιότερα άρθρα δεν ολοκληρώθηκε· εμφανίζονται όσα ταιριάζουν από τα πιο πρόσφατα. Δοκιμάστε ξανά σε λίγο.',
  tvTitle: 'Τηλεοπτικές Παρουσίες',
  tvIntro: 'Οι σύμβουλοί μας σε εκπομπές για τις σπουδές, τα επαγγέλματα και την αγορά εργασίας.',
  podcastTitle: 'Podcast Εντός Ύλης',
  latestEpisodesTitle: 'Τελευταία Επεισόδια',
  allEpisodes: 'Δείτε όλα τα επεισόδια',
  contact: {
    title: 'Επικοινωνία',
    text: 'Θέλετε να μιλήσουμε για ένα θέμα ή να καλέσετε έναν σύμβουλό μας στην εκπομπή σας;',
    action: 'Επικοινωνήστε μαζί μας',
  },
  newTab: '(ανοίγει σε νέα καρτέλα)',
  resultCount: (count: number) => (count === 0 ? 'Κανένα άρθρο' : count === 1 ? '1 άρθρο' : `${count} άρθρα`),
} as const;
