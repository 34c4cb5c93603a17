/**
 * The site's one list of routes (docs/decisions/006-one-route-table.md). Everything that needs to know
 * the routes derives from these rows: app/routes.ts, the prerender list, each page's <head>, the
 * breadcrumbs and their JSON-LD, the related-services block, sitemap.xml, the static server's rules,
 * the end-to-end route list, and the budget and Lighthouse scripts.
 *
 * Plain data, importable from Node (React Router's config, build scripts, Playwright) as well as the
 * browser: no imports of components or styles here. A lead form's page names its form, and its
 * thank-you page follows from the lead-form registry (@cg/data/leadForms).
 */
import { cancelRegistrationPath } from './eventLinks.ts';
import { leadForms, type LeadFormKey } from './leadForms.ts';

export type ServiceGroup = 'primary' | 'secondary';

/** How a page becomes interactive: by its islands alone, or hydrated whole by React Router. */
export type Hydration = 'islands' | 'whole';

/** JSON-LD a page carries besides its breadcrumbs (app/lib/structuredData.ts builds each kind). */
export type StructuredDataKind = 'localBusiness' | 'service' | 'faq' | 'podcastSeries';

export type RouteRow = {
  /** The URL path as React Router matches it ('/articles/:slug' for a dynamic page). */
  readonly path: `/${string}`;
  /** The route module under app/. */
  readonly module: `routes/${string}.tsx`;
  /** Needed only when one module serves two paths. */
  readonly id?: string;
  /**
   * A dynamic page's module when the build knows some of its paths (it adds a build-time `loader`);
   * `module` serves it when the build knows none, so a build without the backend still succeeds.
   */
  readonly prerenderedModule?: `routes/${string}.tsx`;
  /**
   * A dynamic page's shell for a path newer than the build (an article published since): prerendered once, served as
   * its folder's 404.html, it reads the page from the backend and shows it (newerPageShells).
   */
  readonly newerModule?: `routes/${string}.tsx`;
  /** 'prerender': finished HTML at build time. 'client': rendered in the browser from the SPA fallback. */
  readonly render: 'prerender' | 'client';
  /**
   * 'islands': the page's HTML stays as built and only its islands start, each at its moment (decision 028: no React
   * Router script reaches the page). 'whole': React Router hydrates the whole document (a client-rendered page).
   */
  readonly hydrate: Hydration;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Canonical path on brand.siteUrl, when it is not the row's own path (an alias names its original). */
  readonly canonical?: `/${string}`;
  /** Kept out of search results and the sitemap (thank-you pages, the admin, notices). */
  readonly noindex?: boolean;
  /** The page's label in the breadcrumbs; home has none. */
  readonly breadcrumb: string | null;
  /** The card this page gets in other pages' related-services block. */
  readonly service?: {
    readonly title: string;
    readonly description: string;
    readonly group: ServiceGroup;
    readonly keywords: readonly string[];
  };
  /** Shows the related-services block under the page. */
  readonly related?: boolean;
  readonly structuredData?: readonly StructuredDataKind[];
  /** The lead form on this page (its thank-you page's row follows from the registry). */
  readonly form?: LeadFormKey;
  /** The form whose thank-you page this is. */
  readonly thankYouOf?: LeadFormKey;
};

/** A thank-you page: prerendered, kept out of search results, 'Ευχαριστούμε' in the breadcrumbs. */
const thankYouRow = <P extends `/${string}/thank-you`, M extends `routes/${string}.tsx`>(
  path: P,
  module: M,
  title: string,
  description: string,
) =>
  ({
    path,
    module,
    render: 'prerender',
    hydrate: 'islands',
    title,
    description,
    keywords: [],
    noindex: true,
    breadcrumb: 'Ευχαριστούμε',
  }) as const;

type PageRow = Omit<RouteRow, 'path' | 'module' | 'render' | 'hydrate' | 'form' | 'thankYouOf'>;

/**
 * A lead form's page and its thank-you page, both at the registry's paths: the page row names its form,
 * the thank-you row follows (one module serves every form's thank-you page).
 */
const leadFormRows = <F extends LeadFormKey, M extends `routes/${string}.tsx`, R extends PageRow>(
  form: F,
  module: M,
  page: R,
  thankYou: { title: string; description: string },
) =>
  [
    { ...page, path: leadForms[form].page, module, render: 'prerender', hydrate: 'islands', form },
    {
      ...thankYouRow(leadForms[form].thankYou, 'routes/lead-thank-you.tsx', thankYou.title, thankYou.description),
      id: `thank-you-${form}`,
      thankYouOf: form,
    },
  ] as const;

const thankYouForInterest = {
  title: 'Ευχαριστούμε για το ενδιαφέρον σας',
  description: 'Λάβαμε τα στοιχεία σας. Ένας σύμβουλός μας θα επικοινωνήσει μαζί σας μέσα σε 24 ώρες.',
};

export const routeTable = [
  {
    path: '/',
    module: 'routes/home.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Επαγγελματικός Προσανατολισμός για Μαθητές, Φοιτητές & Ενήλικες',
    description:
      'Δωρεάν online τεστ επαγγελματικού προσανατολισμού, συνεδρίες συμβουλευτικής, στρατηγική για το μηχανογραφικό και σεμινάρια. Πάνω από {χρόνια} χρόνια εμπειρίας.',
    keywords: ['επαγγελματικός προσανατολισμός', 'τεστ επαγγελματικού προσανατολισμού', 'μηχανογραφικό', 'συμβουλευτική'],
    breadcrumb: null,
    structuredData: ['localBusiness'],
  },
  ...leadFormRows(
    'students',
    'routes/students.tsx',
    {
      title: 'Επαγγελματικός Προσανατολισμός για Μαθητές Γυμνασίου & Λυκείου',
      description:
        'Τεστ επαγγελματικού προσανατολισμού και συνεδρίες συμβουλευτικής 75 λεπτών για μαθητές από τη Γ΄ Γυμνασίου ως τη Γ΄ Λυκείου και τους γονείς τους.',
      keywords: ['επαγγελματικός προσανατολισμός μαθητές', 'τεστ επαγγελματικού προσανατολισμού', 'συμβουλευτική γονέων', 'Γ΄ Λυκείου'],
      breadcrumb: 'Μαθητές',
      service: {
        title: 'Μαθητές',
        description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.',
        group: 'primary',
        keywords: ['μαθητές', 'λύκειο', 'γυμνάσιο'],
      },
      related: true,
      structuredData: ['service'],
    },
    thankYouForInterest,
  ),
  ...leadFormRows(
    'university',
    'routes/university-students.tsx',
    {
      title: 'Επαγγελματικός Προσανατολισμός για Φοιτητές & Ενήλικες: το τεστ Meta',
      description:
        'Το τεστ Meta συνδέει ενδιαφέροντα και δεξιότητες με μεταπτυχιακά προγράμματα και επαγγέλματα, με συμβουλευτική από πιστοποιημένο σύμβουλο.',
      keywords: ['τεστ Meta', 'μεταπτυχιακά', 'αλλαγή καριέρας', 'συμβουλευτική καριέρας'],
      breadcrumb: 'Φοιτητές & Ενήλικες',
      service: {
        title: 'Φοιτητές & Ενήλικες',
        description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σας με μεταπτυχιακά προγράμματα και επαγγέλματα.',
        group: 'primary',
        keywords: ['φοιτητές', 'ενήλικες', 'μεταπτυχιακά'],
      },
      related: true,
    },
    thankYouForInterest,
  ),
  ...leadFormRows(
    'foreis',
    'routes/foreis.tsx',
    {
      title: 'Επαγγελματικός Προσανατολισμός για Σχολεία & Φορείς',
      description:
        'Τεστ επαγγελματικού προσανατολισμού, συνεδρίες συμβουλευτικής και ημερίδες για σχολεία, φροντιστήρια, δήμους και φορείς.',
      keywords: ['σχολεία', 'φορείς', 'ημερίδες επαγγελματικού προσανατολισμού', 'φροντιστήρια'],
      breadcrumb: 'Φορείς',
      service: {
        title: 'Φορείς & Σχολεία',
        description: 'Τεστ, συνεδρίες και ημερίδες για σχολεία, φροντιστήρια και φορείς.',
        group: 'secondary',
        keywords: ['σχολεία', 'φορείς'],
      },
      related: true,
      structuredData: ['service'],
    },
    {
      title: 'Ευχαριστούμε για το ενδιαφέρον σας',
      description: 'Λάβαμε τα στοιχεία του φορέα σας. Θα επικοινωνήσουμε μαζί σας μέσα σε 24 ώρες.',
    },
  ),
  ...leadFormRows(
    'mixanografika',
    'routes/mixanografika.tsx',
    {
      title: 'Μηχανογραφικό: Στρατηγική & Ραντεβού Καθοδήγησης',
      description:
        'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση των επιλογών σας και στρατηγική για το μηχανογραφικό, με δωρεάν υπολογιστή μορίων.',
      keywords: ['μηχανογραφικό', 'υπολογιστής μορίων', 'βάσεις', 'καθοδήγηση μηχανογραφικού'],
      breadcrumb: 'Μηχανογραφικό',
      service: {
        title: 'Μηχανογραφικό',
        description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, στρατηγική επιλογών.',
        group: 'primary',
        keywords: ['μηχανογραφικό', 'βάσεις'],
      },
      related: true,
      structuredData: ['service'],
    },
    {
      title: 'Ευχαριστούμε για την αίτησή σας',
      description: 'Λάβαμε την αίτηση ραντεβού σας. Θα επικοινωνήσουμε μαζί σας μέσα σε 24 ώρες.',
    },
  ),
  ...leadFormRows(
    'seminaria',
    'routes/seminaria.tsx',
    {
      title: 'Σεμινάριο Πιστοποίησης στον Επαγγελματικό Προσανατολισμό',
      description:
        'Πρόγραμμα {ώρες-σεμιναρίου} ωρών σε {μήνες-σεμιναρίου} μήνες με πανεπιστημιακό κέντρο, εξ αποστάσεως. Ο {κύκλος}ος κύκλος ξεκινά {πότε-ξεκινά}.',
      keywords: ['σεμινάριο επαγγελματικού προσανατολισμού', 'πιστοποίηση', 'σύμβουλος σταδιοδρομίας'],
      breadcrumb: 'Σεμινάρια',
      service: {
        title: 'Σεμινάρια',
        description: 'Πιστοποιημένο σεμινάριο {ώρες-σεμιναρίου} ωρών με πανεπιστημιακό κέντρο.',
        group: 'secondary',
        keywords: ['σεμινάριο', 'πιστοποίηση'],
      },
      related: true,
      structuredData: ['faq'],
    },
    {
      title: 'Ευχαριστούμε για την αίτησή σας',
      description: 'Λάβαμε την αίτηση συμμετοχής σας. Θα σας στείλουμε όλες τις πληροφορίες για τον επόμενο κύκλο.',
    },
  ),
  thankYouRow(
    '/meta/thank-you',
    'routes/meta-thank-you.tsx',
    'Ευχαριστούμε για την αίτησή σας στο Meta',
    'Λάβαμε την αίτησή σας για το τεστ Meta. Θα επικοινωνήσουμε μαζί σας μέσα σε 24 ώρες.',
  ),
  {
    path: '/tests',
    module: 'routes/tests.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Δωρεάν Τεστ Επαγγελματικού Προσανατολισμού',
    description:
      'Τέσσερα δωρεάν online τεστ: επαγγελματικού προσανατολισμού, προσωπικότητας, Meta και Next. Αποτελέσματα σε περίπου 15 λεπτά.',
    keywords: ['τεστ επαγγελματικού προσανατολισμού', 'τεστ προσωπικότητας', 'Holland', 'δωρεάν τεστ'],
    breadcrumb: 'Τεστ',
    service: {
      title: 'Τεστ Επαγγελματικού Προσανατολισμού',
      description: 'Τέσσερα δωρεάν online τεστ, αποτελέσματα σε περίπου 15 λεπτά.',
      group: 'primary',
      keywords: ['τεστ', 'δωρεάν'],
    },
    related: true,
    structuredData: ['faq'],
  },
  {
    path: '/test-epaggelmatikou-prosanatolismou',
    module: 'routes/tests-alias.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Δωρεάν Τεστ Επαγγελματικού Προσανατολισμού',
    description:
      'Τέσσερα δωρεάν online τεστ: επαγγελματικού προσανατολισμού, προσωπικότητας, Meta και Next. Αποτελέσματα σε περίπου 15 λεπτά.',
    keywords: ['τεστ επαγγελματικού προσανατολισμού', 'τεστ προσωπικότητας', 'Holland', 'δωρεάν τεστ'],
    canonical: '/tests',
    breadcrumb: 'Τεστ',
    related: true,
    structuredData: ['faq'],
  },
  ...leadFormRows(
    'imerides',
    'routes/imerides.tsx',
    {
      title: 'Ημερίδες Επαγγελματικού Προσανατολισμού για Σχολεία & Γονείς',
      description:
        'Ημερίδες επαγγελματικού προσανατολισμού για μαθητές, γονείς και εκπαιδευτικούς σε σχολεία και δήμους σε όλη την Ελλάδα.',
      keywords: ['ημερίδες', 'επαγγελματικός προσανατολισμός σχολεία', 'ημερίδα γονέων'],
      breadcrumb: 'Ημερίδες',
      service: {
        title: 'Ημερίδες',
        description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία και γονείς.',
        group: 'secondary',
        keywords: ['ημερίδες', 'σχολεία'],
      },
      related: true,
    },
    {
      title: 'Ευχαριστούμε για τη δήλωση συμμετοχής',
      description: 'Λάβαμε τη δήλωσή σας για την ημερίδα. Θα λάβετε email επιβεβαίωσης με τα στοιχεία της.',
    },
  ),
  {
    // A registrant's cancel link opens it (their token in the fragment): kept out of search results.
    path: cancelRegistrationPath,
    module: 'routes/imerides-cancel.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Ακύρωση συμμετοχής σε ημερίδα',
    description: 'Ακυρώστε τη συμμετοχή σας σε μια ημερίδα, ώστε η θέση σας να δοθεί σε κάποιον από τη λίστα αναμονής.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Ακύρωση συμμετοχής',
  },
  {
    path: '/about',
    module: 'routes/about.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Σχετικά με εμάς: Επαγγελματικός Προσανατολισμός από το 2002',
    description:
      'Το όραμα, η αποστολή, η ιστορία και η ομάδα μας: πάνω από {χρόνια} χρόνια επαγγελματικού προσανατολισμού σε Ελλάδα και Κύπρο.',
    keywords: ['σύμβουλοι σταδιοδρομίας', 'ομάδα', 'ιστορία'],
    breadcrumb: 'Σχετικά με εμάς',
    service: {
      title: 'Σχετικά με εμάς',
      description: 'Πάνω από {χρόνια} χρόνια επαγγελματικού προσανατολισμού, από το {ίδρυση}.',
      group: 'secondary',
      keywords: ['ομάδα', 'ιστορία'],
    },
    related: true,
  },
  {
    path: '/entos-ylis',
    module: 'routes/entos-ylis.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Εντός Ύλης: το Video Podcast για Σπουδές & Καριέρα',
    description: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας: όλα τα επεισόδια και πού να το ακούσετε.',
    keywords: ['podcast', 'Εντός Ύλης', 'σπουδές', 'επαγγέλματα'],
    breadcrumb: 'Εντός Ύλης',
    service: {
      title: 'Εντός Ύλης',
      description: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας.',
      group: 'secondary',
      keywords: ['podcast'],
    },
    related: true,
    structuredData: ['podcastSeries'],
  },
  {
    path: '/articles',
    module: 'routes/articles.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Άρθρα, Αναλύσεις & Περιεχόμενο',
    description:
      'Άρθρα στον Τύπο, τηλεοπτικές παρουσίες, το podcast Εντός Ύλης και οδηγοί της ομάδας μας για την εκπαίδευση και την αγορά εργασίας.',
    keywords: ['άρθρα επαγγελματικού προσανατολισμού', 'εκπαίδευση', 'αγορά εργασίας', 'podcast'],
    breadcrumb: 'Άρθρα',
  },
  {
    path: '/articles/:slug',
    module: 'routes/article.tsx',
    prerenderedModule: 'routes/article-prerendered.tsx',
    newerModule: 'routes/article-newer.tsx',
    render: 'prerender',
    hydrate: 'islands',
    // The article's own title, excerpt and picture replace these (app/articles/articleRoute.tsx).
    title: 'Άρθρο',
    description: 'Άρθρο της ομάδας μας για την εκπαίδευση και την αγορά εργασίας.',
    keywords: [],
    breadcrumb: 'Άρθρο',
  },
  {
    path: '/admin/articles',
    module: 'routes/admin-articles.tsx',
    render: 'client',
    hydrate: 'whole',
    title: 'Διαχείριση άρθρων',
    description: 'Η διαχείριση των άρθρων του ιστότοπου, μόνο για διαχειριστές.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Διαχείριση άρθρων',
  },
  {
    path: '/admin/leads',
    module: 'routes/admin-leads.tsx',
    render: 'client',
    hydrate: 'whole',
    title: 'Αιτήσεις',
    description: 'Οι αιτήσεις των φορμών και οι λήψεις δειγμάτων, μόνο για διαχειριστές.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Αιτήσεις',
  },
  {
    path: '/admin/reports',
    module: 'routes/admin-reports.tsx',
    render: 'client',
    hydrate: 'whole',
    title: 'Αναφορές',
    description: 'Οι αναφορές των αιτήσεων και των λήψεων, μόνο για διαχειριστές.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Αναφορές',
  },
  {
    path: '/admin/events',
    module: 'routes/admin-events.tsx',
    render: 'client',
    hydrate: 'whole',
    title: 'Ημερίδες',
    description: 'Οι ημερίδες του ιστότοπου, με τις θέσεις τους, μόνο για διαχειριστές.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Ημερίδες',
  },
  {
    path: '/admin/content',
    module: 'routes/admin-content.tsx',
    render: 'client',
    hydrate: 'whole',
    title: 'Περιεχόμενο',
    description: 'Τα στοιχεία και τα κείμενα του ιστότοπου, με εκδόσεις, μόνο για διαχειριστές.',
    keywords: [],
    noindex: true,
    breadcrumb: 'Περιεχόμενο',
  },
  {
    path: '/simvouleftikisep',
    module: 'routes/simvouleftikisep.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Η συνεδρία σας κλείστηκε',
    description: 'Το ραντεβού συμβουλευτικής προγραμματίστηκε. Θα λάβετε email με όλες τις λεπτομέρειες.',
    keywords: [],
    breadcrumb: 'Η συνεδρία σας κλείστηκε',
  },
  {
    path: '/privacy',
    module: 'routes/privacy.tsx',
    render: 'prerender',
    hydrate: 'islands',
    title: 'Προσωπικά δεδομένα',
    description:
      'Πώς χρησιμοποιούμε και προστατεύουμε τα στοιχεία που μας δίνετε, για πόσο τα κρατάμε, σε ποιους τα δίνουμε και ποια δικαιώματα έχετε.',
    keywords: ['προσωπικά δεδομένα', 'απόρρητο', 'ΓΚΠΔ'],
    breadcrumb: 'Προσωπικά δεδομένα',
  },
] as const satisfies readonly RouteRow[];

export type Route = (typeof routeTable)[number];
export type RoutePath = Route['path'];

/** The catch-all: any other path gets the 404 page, prerendered here and copied to /404.html for static hosts. */
export const notFoundRoute = {
  module: 'routes/not-found.tsx',
  prerenderPath: '/404',
  hostFile: '404.html',
  hydrate: 'islands',
} as const satisfies { readonly module: string; readonly prerenderPath: string; readonly hostFile: string; readonly hydrate: Hydration };

/** Build-time files made by resource routes (from this table, or beside the page that reads them). */
export const generatedFiles = [
  { path: '/sitemap.xml', module: 'routes/sitemap.ts' },
  { path: '/robots.txt', module: 'routes/robots.ts' },
  { path: '/admin/manifest.webmanifest', module: 'routes/back-office-manifest.ts' },
  { path: '/articles-listing.json', module: 'routes/articles-listing.ts' },
] as const;

export type GeneratedFilePath = (typeof generatedFiles)[number]['path'];

/** The row of a known path: the argument is type-checked, so a mistyped path never compiles. */
export function routeFor<P extends RoutePath>(path: P): Extract<Route, { path: P }> {
  return routeTable.find((row) => row.path === path) as Extract<Route, { path: P }>;
}

const matches = (pattern: string, pathname: string) => {
  const parts = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return (
    parts.length === given.length && parts.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part === given[index]))
  );
};

/** The row a URL path falls under at run time (the 404 page has none). */
export function routeAt(pathname: string): RouteRow | undefined {
  return (routeTable as readonly RouteRow[]).find((row) => matches(row.path, pathname));
}

/** How the page at a path becomes interactive: its row's column, or the 404 page's for a path no row matches. */
export const hydrationAt = (pathname: string): Hydration => routeAt(pathname)?.hydrate ?? notFoundRoute.hydrate;

export const canonicalPath = (row: RouteRow) => row.canonical ?? row.path;

/**
 * The pages the site's own measurement counts (decision 034): what visitors read, not a thank-you page (a lead,
 * counted as one) nor the back office.
 */
export const isCountedPage = (row: RouteRow) => !row.thankYouOf && row.hydrate === 'islands';

const isStatic = (row: RouteRow) => !row.path.includes(':');

/** A dynamic page's shell for paths newer than the build: where it is prerendered, and the file the host serves it as. */
export type NewerPageShell = { readonly module: `routes/${string}.tsx`; readonly prerenderPath: `/${string}`; readonly hostFile: string };

/**
 * The shell of each prerendered dynamic page (`/articles/:slug` -> `/articles/__newer-than-the-build`, served as
 * `articles/404.html`): its last segment can never be a slug (no underscores in one), so it shadows no page.
 */
export const newerPageShells = (rows: readonly RouteRow[] = routeTable): NewerPageShell[] =>
  rows
    .filter((row) => row.render === 'prerender' && !isStatic(row))
    .map((row) => {
      if (!row.newerModule) throw new Error(`routeTable: ${row.path} is prerendered and dynamic but names no newerModule`);
      const folder = row.path.slice(0, row.path.indexOf('/:')) as `/${string}`;
      return { module: row.newerModule, prerenderPath: `${folder}/__newer-than-the-build`, hostFile: `${folder.slice(1)}/404.html` };
    });

/** Every path React Router writes to HTML at build time (dynamic pages add theirs where they are built). */
export const prerenderPaths = (): string[] => [
  ...(routeTable as readonly RouteRow[]).filter((row) => row.render === 'prerender' && isStatic(row)).map((row) => row.path),
  notFoundRoute.prerenderPath,
  ...newerPageShells().map((shell) => shell.prerenderPath),
  ...generatedFiles.map((file) => file.path),
];

/**
 * Paths the browser renders from the SPA fallback: client-only pages, and dynamic pages whose paths were
 * not known at build time. The static host answers them with the fallback and 200.
 */
export const clientRoutePatterns = (): string[] =>
  (routeTable as readonly RouteRow[]).filter((row) => row.render === 'client' || !isStatic(row)).map((row) => row.path);

/** A dynamic page's rows: their paths come from data at build time (app/buildTimePaths.ts). */
export const dynamicRoutes = (): RouteRow[] => (routeTable as readonly RouteRow[]).filter((row) => !isStatic(row));

/** Prerendered, indexable pages: the sitemap's URLs. */
export const indexablePaths = (): string[] =>
  (routeTable as readonly RouteRow[])
    .filter((row) => row.render === 'prerender' && isStatic(row) && !row.noindex && !row.canonical)
    .map((row) => row.path);

export { matches as pathMatches };
