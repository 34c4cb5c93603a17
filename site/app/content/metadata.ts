/** One row per route: later routes only add rows (spec section 2, page metadata). */
export type RouteMeta = {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Canonical path on brand.siteUrl. */
  path: string;
  noindex?: boolean;
};

export const homeMeta: RouteMeta = {
  title: 'Επαγγελματικός Προσανατολισμός για Μαθητές, Φοιτητές & Ενήλικες',
  description:
    'Δωρεάν online τεστ επαγγελματικού προσανατολισμού, συνεδρίες συμβουλευτικής, στρατηγική για το μηχανογραφικό και σεμινάρια. Πάνω από 20 χρόνια εμπειρίας.',
  keywords: ['επαγγελματικός προσανατολισμός', 'τεστ επαγγελματικού προσανατολισμού', 'μηχανογραφικό', 'συμβουλευτική'],
  path: '/',
};

export const routeMeta: Readonly<Record<string, RouteMeta>> = {
  '/': homeMeta,
  '/simvouleftikisep': {
    title: 'Η συνεδρία σας κλείστηκε',
    description: 'Το ραντεβού συμβουλευτικής προγραμματίστηκε. Θα λάβετε email με όλες τις λεπτομέρειες.',
    keywords: [],
    path: '/simvouleftikisep',
  },
};

/** Unknown routes use the home metadata (spec). */
export const metaForPath = (path: string): RouteMeta => routeMeta[path] ?? homeMeta;
