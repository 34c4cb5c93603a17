import { articleCategoryLabels } from '@cg/data/published';

/** Every word of /admin/articles (spec sections 2, 4, 8). */
export const adminTexts = {
  signIn: {
    title: 'Σύνδεση διαχειριστή',
    labels: { email: 'Email', password: 'Κωδικός πρόσβασης', submit: 'Σύνδεση', busy: 'Σύνδεση...' },
  },
  checkingSession: 'Έλεγχος σύνδεσης…',
  checkingRole: 'Έλεγχος δικαιωμάτων…',
  loadingList: 'Φόρτωση άρθρων…',
  denied: {
    title: 'Πρόσβαση μόνο για διαχειριστές',
    text: 'Πρέπει να είστε συνδεδεμένοι ως διαχειριστής. Ο ρόλος admin δίνεται στον πίνακα user_roles.',
  },
  heading: 'Διαχείριση άρθρων',
  nav: {
    label: 'Διαχείριση',
    articles: 'Άρθρα',
    leads: 'Αιτήσεις',
    reports: 'Αναφορές',
    people: 'Πρόσωπα',
    events: 'Ημερίδες',
    content: 'Περιεχόμενο',
  },
  skipLink: 'Μετάβαση στο κύριο περιεχόμενο',
  appDescription: 'Οι αιτήσεις, οι αναφορές και τα άρθρα του ιστότοπου, για το προσωπικό.',
  /** This device's pushes for new leads (the inbox's panel). */
  push: {
    heading: 'Ειδοποιήσεις σε αυτή τη συσκευή',
    checking: 'Έλεγχος ειδοποιήσεων…',
    off: 'Ενεργοποιήστε τις για να μαθαίνετε αμέσως για κάθε νέα αίτηση, ακόμη κι όταν η σελίδα είναι κλειστή. Η ειδοποίηση λέει μόνο τη φόρμα· τα στοιχεία του προσώπου φαίνονται εδώ.',
    on: 'Ενεργές: κάθε νέα αίτηση φτάνει εδώ ως ειδοποίηση.',
    blocked:
      'Οι ειδοποιήσεις έχουν αποκλειστεί για αυτόν τον ιστότοπο στις ρυθμίσεις του προγράμματος περιήγησης. Επιτρέψτε τες εκεί και ανανεώστε τη σελίδα.',
    unsupported:
      'Αυτό το πρόγραμμα περιήγησης δεν δέχεται ειδοποιήσεις. Σε iPhone, προσθέστε πρώτα τη διαχείριση στην οθόνη αφετηρίας (Κοινοποίηση και μετά «Προσθήκη στην οθόνη αφετηρίας») και ανοίξτε τη από εκεί.',
    refused: 'Δεν δόθηκε άδεια για ειδοποιήσεις.',
    switchOn: 'Ενεργοποίηση ειδοποιήσεων',
    switchOff: 'Απενεργοποίηση',
    test: 'Δοκιμαστική ειδοποίηση',
    busy: 'Παρακαλώ περιμένετε…',
    switchedOn: 'Οι ειδοποιήσεις ενεργοποιήθηκαν σε αυτή τη συσκευή.',
    switchedOff: 'Οι ειδοποιήσεις απενεργοποιήθηκαν σε αυτή τη συσκευή.',
    testSent: (devices: number) => (devices === 1 ? 'Στάλθηκε σε 1 συσκευή.' : `Στάλθηκε σε ${devices} συσκευές.`),
    failed: 'Οι ειδοποιήσεις δεν ενεργοποιήθηκαν. Δοκιμάστε ξανά.',
    /** The browser's push service gave no answer in time (offline, or a network that blocks it). */
    noAnswer: 'Η υπηρεσία ειδοποιήσεων του προγράμματος περιήγησης δεν απάντησε. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    /** The browser refused to subscribe at all (a private window, a browser without a push service). */
    unavailable:
      'Αυτό το παράθυρο δεν μπορεί να δεχτεί ειδοποιήσεις (για παράδειγμα, σε ιδιωτική περιήγηση). Ανοίξτε τη διαχείριση σε κανονικό παράθυρο και δοκιμάστε ξανά.',
  },
  signedInAs: (email: string) => `Συνδεδεμένος ως ${email}`,
  signOut: 'Αποσύνδεση',
  retry: 'Δοκιμάστε ξανά',
  listFailed: 'Η λίστα άρθρων δεν φορτώθηκε.',
  form: {
    heading: 'Νέο Άρθρο',
    categories: (['education', 'work'] as const).map((value) => ({ value, label: articleCategoryLabels[value] })),
    defaultCategory: 'education',
    labels: {
      title: 'Τίτλος',
      slug: 'Slug',
      slugHint: 'Συμπληρώνεται από τον τίτλο· μπορείτε να το αλλάξετε (λατινικά πεζά, αριθμοί, παύλες).',
      category: 'Κατηγορία',
      excerpt: 'Περίληψη',
      content: 'Περιεχόμενο (Markdown)',
      contentHint: 'Markdown: ## για επικεφαλίδες, **έντονα**, - για λίστες, [κείμενο](https://…) για συνδέσμους.',
      preview: 'Προεπισκόπηση (όπως στη σελίδα του άρθρου)',
      thumbnail: 'Εικόνα (thumbnail)',
      thumbnailHint: 'Μόνο εικόνες (JPEG, PNG, WebP, AVIF, GIF), έως 2 MB.',
      submit: 'Δημιουργία άρθρου',
      busy: 'Αποθήκευση...',
      // The title's and the slug's messages are the schema's (articleSchema in @cg/data), the picture's are its rules' (articleImageMessages).
    },
  },
  edit: {
    heading: (title: string) => `Επεξεργασία: ${title}`,
    labels: {
      submit: 'Αποθήκευση αλλαγών',
      cancel: 'Ακύρωση',
      currentThumbnail: 'Τρέχουσα εικόνα',
      removeThumbnail: 'Αφαίρεση της τρέχουσας εικόνας',
    },
  },
  /** The article as its page, at phone and desktop width, with what the form holds (site/preview). */
  preview: {
    show: 'Προεπισκόπηση σελίδας',
    heading: 'Προεπισκόπηση της σελίδας του άρθρου',
    intro:
      'Το άρθρο όπως θα το δουν οι επισκέπτες στη σελίδα του, σε κινητό και σε υπολογιστή, με ό,τι γράφει τώρα η φόρμα. Η προεπισκόπηση δεν αποθηκεύει ούτε δημοσιεύει τίποτα.',
    pictureLeftOut: {
      title: 'Προεπισκόπηση χωρίς τη νέα εικόνα',
      description: 'Η νέα εικόνα δεν χωράει στην προεπισκόπηση αυτής της καρτέλας· θα φανεί μόλις αποθηκευτεί το άρθρο.',
    },
  },
  /** An article's versions, below its form; the words they share with the content editor's are there (adminContentTexts). */
  /** A draft published at an Athens time (the schedule publishes it within ten minutes of it and rebuilds the pages). */
  schedule: {
    heading: 'Προγραμματισμένη δημοσίευση',
    legend: 'Πότε δημοσιεύεται',
    hint: 'Ημερομηνία και ώρα Ελλάδας, έως έναν χρόνο από σήμερα. Ως τότε το άρθρο μένει πρόχειρο και δεν το βλέπει κανείς επισκέπτης.',
    date: 'Ημερομηνία δημοσίευσης',
    time: 'Ώρα δημοσίευσης',
    needsBoth: 'Συμπληρώστε ημερομηνία και ώρα δημοσίευσης.',
    submit: 'Προγραμματισμός δημοσίευσης',
    submitting: 'Προγραμματισμός…',
    waiting: (when: string) => `Δημοσιεύεται αυτόματα στις ${when} (ώρα Ελλάδας), μέσα σε δέκα λεπτά από τότε.`,
    cancel: 'Ακύρωση προγραμματισμού',
    scheduled: (when: string) => ({ title: 'Προγραμματίστηκε', description: `Το άρθρο δημοσιεύεται στις ${when}.` }),
    cancelled: { title: 'Ακυρώθηκε', description: 'Ο προγραμματισμός ακυρώθηκε· το άρθρο μένει πρόχειρο.' },
  },
  versions: {
    heading: 'Εκδόσεις του άρθρου',
    loading: 'Φόρτωση εκδόσεων…',
    failed: 'Οι εκδόσεις του άρθρου δεν φορτώθηκαν.',
    seed: 'Το άρθρο όπως ήταν πριν από τις εκδόσεις.',
    by: (who: string, when: string) => `Αποθηκεύτηκε από ${who} στις ${when}.`,
    restored: (number: number, restored: number) => ({
      title: 'Επαναφορά',
      description: `Το άρθρο λέει ξανά ό,τι η έκδοση ${restored}: αποθηκεύτηκε ως έκδοση ${number}.`,
    }),
  },
  table: {
    caption: (count: number) => `Σύνολο: ${count}`,
    region: 'Άρθρα',
    columns: { title: 'Τίτλος', category: 'Κατηγορία', status: 'Status', featured: 'Featured', date: 'Ημ/νία', actions: 'Ενέργειες' },
    published: 'Δημοσιευμένο',
    draft: 'Πρόχειρο',
    scheduled: 'Δημοσιεύεται',
    yes: 'Ναι',
    no: 'Όχι',
    feature: 'Feature',
    unfeature: 'Unfeature',
    publish: 'Publish',
    unpublish: 'Unpublish',
    edit: 'Επεξεργασία',
    delete: 'Διαγραφή',
    empty: 'Δεν υπάρχουν άρθρα ακόμη. Γράψτε το πρώτο στη φόρμα «Νέο Άρθρο».',
  },
  confirmDelete: {
    title: 'Διαγραφή άρθρου;',
    text: (title: string) => `Το άρθρο «${title}» θα διαγραφεί οριστικά.`,
    labels: { confirm: 'Διαγραφή', cancel: 'Ακύρωση', busy: 'Διαγραφή...' },
  },
  toasts: {
    created: { title: 'Αποθηκεύτηκε', description: 'Το άρθρο δημιουργήθηκε.' },
    updated: { title: 'Αποθηκεύτηκε', description: 'Το άρθρο ενημερώθηκε.' },
    featured: 'Ενημερώθηκε το featured',
    published: 'Δημοσιεύτηκε',
    unpublished: 'Αποσύρθηκε',
    deleted: 'Διαγράφηκε',
    rebuild: 'Στατικές σελίδες',
    error: 'Σφάλμα',
    fallback: 'Κάτι πήγε στραβά',
  },
} as const;
