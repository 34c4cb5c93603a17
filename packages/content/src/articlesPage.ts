import type { InfoCard } from '@cg/ui';
import { brand } from './brand';
import { podcast } from './podcast';
import { pressArticles } from './pressArticles';
import { tvAppearances } from './tvAppearances';

/** The words of /articles; the entries themselves live in pressArticles, tvAppearances and podcast. */
export const articlesPage = {
  title: 'Άρθρα, Αναλύσεις & Περιεχόμενο',
  lead: 'Η ματιά μας στην εκπαίδευση και την αγορά εργασίας: δημοσιεύσεις στον Τύπο, τηλεοπτικές παρουσίες, το podcast μας και τα άρθρα της ομάδας μας.',
  topicsTitle: 'Τι θα βρείτε εδώ',
  search: { form: 'Αναζήτηση άρθρων', search: 'Αναζήτηση', placeholder: 'Αναζήτηση άρθρων...', category: 'Κατηγορία', allCategories: 'Όλες οι κατηγορίες', submit: 'Αναζήτηση' },
  columns: { education: 'Εκπαίδευση', work: 'Αγορά Εργασίας' },
  featured: { badge: 'Επιλεγμένο', read: 'Διαβάστε το άρθρο' },
  latestTitle: 'Τελευταία Άρθρα',
  empty: 'Δεν βρέθηκαν άρθρα. Δοκιμάστε άλλη λέξη ή όλες τις κατηγορίες.',
  emptyColumn: 'Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.',
  searchFailed: 'Η αναζήτηση στα παλαιότερα άρθρα δεν ολοκληρώθηκε· εμφανίζονται όσα ταιριάζουν από τα πιο πρόσφατα. Δοκιμάστε ξανά σε λίγο.',
  tvTitle: 'Τηλεοπτικές Παρουσίες',
  tvIntro: 'Οι σύμβουλοί μας σε εκπομπές για τις σπουδές, τα επαγγέλματα και την αγορά εργασίας.',
  podcastTitle: 'Podcast Εντός Ύλης',
  latestEpisodesTitle: 'Τελευταία Επεισόδια',
  allEpisodes: 'Δείτε όλα τα επεισόδια',
  contact: { title: 'Επικοινωνία', text: 'Θέλετε να μιλήσουμε για ένα θέμα ή να καλέσετε έναν σύμβουλό μας στην εκπομπή σας;', action: 'Επικοινωνήστε μαζί μας' },
  newTab: '(ανοίγει σε νέα καρτέλα)',
  resultCount: (count: number) => (count === 0 ? 'Κανένα άρθρο' : count === 1 ? '1 άρθρο' : `${count} άρθρα`),
} as const;

/** The hero's four tiles, each leading to its part of the page. */
export const articleTopics: readonly InfoCard[] = [
  { title: 'Άρθρα στον Τύπο', badge: `${pressArticles.length} δημοσιεύσεις`, text: 'Αναλύσεις και συνεντεύξεις σε εφημερίδες και ειδησεογραφικά sites.', action: { label: 'Στα άρθρα', href: '#latest' } },
  { title: 'Τηλεοπτικές Παρουσίες', badge: `${tvAppearances.length} εμφανίσεις`, text: 'Συμμετοχές σε εκπομπές για την εκπαίδευση και την καριέρα.', action: { label: 'Στα βίντεο', href: '#tv' } },
  { title: 'Podcast', badge: 'Κάθε εβδομάδα', text: `${podcast.title}: το video podcast για σπουδές και επαγγέλματα.`, action: { label: 'Στο podcast', href: '#podcast' } },
  { title: 'Ψηφιακό Περιεχόμενο', badge: 'Από την ομάδα μας', text: 'Οδηγοί και άρθρα των συμβούλων μας, γραμμένα για μαθητές, γονείς και ενήλικες.', action: { label: 'Στα άρθρα μας', href: '#latest' } },
];

const mailto = (subject: string) => `mailto:${brand.email}?subject=${encodeURIComponent(subject)}`;

/** Where to follow the podcast (other sites, in a new tab), and the two mail links with their preset subjects. */
export const podcastLinks = {
  follow: [
    { label: 'Κανάλι YouTube', href: brand.social.youtube, newTab: true },
    { label: 'Instagram', href: brand.social.instagram, newTab: true },
    ...podcast.platforms
      .filter((platform) => platform.name === 'Spotify' || platform.name === 'Apple Podcasts')
      .map((platform) => ({ label: platform.name, href: platform.url, newTab: true })),
  ],
  mail: [
    { label: 'Στείλε ερώτηση', href: mailto(`Ερώτηση για το ${podcast.title}`), newTab: false },
    { label: 'Πρότεινε καλεσμένο', href: mailto(`Πρόταση καλεσμένου για το ${podcast.title}`), newTab: false },
  ],
} as const;
