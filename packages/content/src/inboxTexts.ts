import { leadStatusLabels } from '@cg/data';

const count = (total: number) => total.toLocaleString('el-GR');
const leadsCount = (total: number) => (total === 1 ? '1 αίτηση' : `${count(total)} αιτήσεις`);
const downloadsCount = (total: number) => (total === 1 ? '1 λήψη δείγματος' : `${count(total)} λήψεις δειγμάτων`);

/** Every word of /admin/leads. */
export const inboxTexts = {
  heading: 'Αιτήσεις',
  views: { label: 'Προβολή', leads: 'Αιτήσεις', downloads: 'Λήψεις δειγμάτων', people: 'Αιτήματα προσώπων' },
  overdue: (count: number) =>
    count === 0
      ? 'Καμία νέα αίτηση δεν περιμένει πάνω από 24 ώρες.'
      : count === 1
        ? '1 νέα αίτηση περιμένει πάνω από 24 ώρες για κλήση (Εκπρόθεσμη).'
        : `${count} νέες αιτήσεις περιμένουν πάνω από 24 ώρες για κλήση (Εκπρόθεσμες).`,
  filters: {
    region: 'Φίλτρα αιτήσεων',
    q: 'Αναζήτηση (όνομα, email, τηλέφωνο)',
    form: 'Φόρμα',
    status: 'Κατάσταση',
    from: 'Από',
    to: 'Έως',
    source: 'Πηγή',
    sourceHint: 'Το utm_source της καμπάνιας (π.χ. facebook), ή Άμεση, ή Άγνωστη.',
    any: 'Όλες',
    apply: 'Εφαρμογή',
    clear: 'Καθαρισμός φίλτρων',
  },
  table: {
    caption: (total: number, filtered: boolean) => `${filtered ? 'Βρέθηκαν' : 'Σύνολο'}: ${count(total)}`,
    region: 'Αιτήσεις',
    columns: {
      received: 'Παραλαβή',
      form: 'Φόρμα',
      name: 'Όνομα',
      contact: 'Επικοινωνία',
      company: 'Φορέας και ανάγκες',
      source: 'Πηγή',
      status: 'Κατάσταση',
      actions: 'Ενέργειες',
    },
    overdue: 'Εκπρόθεσμο',
    forward: (status: string) => `Σήμανση «${status}»`,
    back: (status: string) => `Πίσω σε «${status}»`,
    details: 'Λεπτομέρειες',
    repeat: 'Επαναλαμβανόμενη επαφή',
    empty: 'Δεν υπάρχουν αιτήσεις ακόμη.',
    emptyFiltered: 'Καμία αίτηση δεν ταιριάζει στα φίλτρα.',
  },
  statuses: leadStatusLabels,
  pagination: {
    region: 'Σελίδες',
    previous: 'Προηγούμενη',
    next: 'Επόμενη',
    status: (page: number, pageCount: number) => `Σελίδα ${page} από ${pageCount}`,
  },
  loading: 'Φόρτωση αιτήσεων…',
  loadingDownloads: 'Φόρτωση λήψεων…',
  loadingLead: 'Φόρτωση αίτησης…',
  failed: 'Οι αιτήσεις δεν φορτώθηκαν.',
  failedDownloads: 'Οι λήψεις δεν φορτώθηκαν.',
  retry: 'Δοκιμάστε ξανά',
  exportCsv: 'Εξαγωγή CSV',
  exporting: 'Εξαγωγή...',
  exportName: (date: string) => `aitiseis-${date}.csv`,
  detail: {
    facts: {
      received: 'Παραλαβή',
      form: 'Φόρμα',
      email: 'Email',
      phone: 'Τηλέφωνο',
      company: 'Φορέας και ανάγκες',
      status: 'Κατάσταση',
      changed: 'Τελευταία αλλαγή κατάστασης',
      consent: 'Μέτρηση διαφήμισης',
      source: 'Πηγή',
      history: 'Άλλες επαφές του ίδιου προσώπου',
    },
    history: {
      loading: 'Φόρτωση…',
      failed: 'Οι άλλες επαφές δεν φορτώθηκαν.',
      none: 'Καμία άλλη αίτηση ή λήψη με αυτό το email ή τηλέφωνο.',
      download: (sample: string) => `Λήψη δείγματος: ${sample}`,
    },
    consent: {
      granted: (when: string, version: string) => `Αποδοχή, ${when} (ειδοποίηση απορρήτου ${version})`,
      denied: (when: string, version: string) => `Απόρριψη, ${when} (ειδοποίηση απορρήτου ${version})`,
      none: 'Καμία απάντηση: δεν στάλθηκε μέτρηση',
    },
    changedBy: (when: string, who: string) => `${when} (${who})`,
    changedByYou: 'εσείς',
    changedBySomeone: 'άλλος διαχειριστής',
    note: 'Εσωτερική σημείωση',
    noteHint: 'Τη βλέπουν μόνο οι διαχειριστές. Έως 5.000 χαρακτήρες.',
    saveNote: 'Αποθήκευση σημείωσης',
    savingNote: 'Αποθήκευση...',
    erase: 'Διαγραφή αίτησης',
    close: 'Κλείσιμο',
    gone: 'Η αίτηση δεν υπάρχει πια (ίσως διαγράφηκε).',
  },
  confirmErase: {
    title: 'Διαγραφή αίτησης;',
    text: (name: string) => `Η αίτηση με όνομα «${name}» θα διαγραφεί οριστικά από τη βάση (δικαίωμα διαγραφής). Δεν αναιρείται.`,
    labels: { confirm: 'Διαγραφή', cancel: 'Ακύρωση', busy: 'Διαγραφή...' },
  },
  downloads: {
    caption: (total: number) => `Σύνολο: ${count(total)}`,
    region: 'Λήψεις δειγμάτων',
    columns: { when: 'Πότε', name: 'Όνομα', email: 'Email', sample: 'Δείγμα' },
    empty: 'Δεν έχει γίνει καμία λήψη δείγματος ακόμη.',
  },
  people: {
    heading: 'Αιτήματα προσώπων',
    intro:
      'Όταν κάποιος ζητά τα στοιχεία του ή τη διαγραφή τους: βρείτε όλες τις αιτήσεις και τις λήψεις του με το email ή το τηλέφωνό του. Κάθε αναζήτηση, εξαγωγή και διαγραφή καταγράφεται χωρίς τα στοιχεία του.',
    query: 'Email ή τηλέφωνο',
    queryHint: 'Το τηλέφωνο με ή χωρίς κενά, με ή χωρίς +30.',
    find: 'Αναζήτηση',
    finding: 'Αναζήτηση...',
    found: (leads: number, downloads: number) => `Βρέθηκαν ${leadsCount(leads)} και ${downloadsCount(downloads)}.`,
    nothing: 'Δεν βρέθηκε τίποτα με αυτό το email ή τηλέφωνο.',
    leads: {
      region: 'Αιτήσεις του προσώπου',
      caption: 'Αιτήσεις',
      columns: ['Παραλαβή', 'Φόρμα', 'Όνομα', 'Email', 'Τηλέφωνο'],
      empty: 'Καμία αίτηση.',
    },
    downloads: {
      region: 'Λήψεις του προσώπου',
      caption: 'Λήψεις δειγμάτων',
      columns: ['Πότε', 'Όνομα', 'Email', 'Δείγμα'],
      empty: 'Καμία λήψη.',
    },
    exportJson: 'Λήψη όλων (JSON)',
    exportName: (date: string) => `prosopika-dedomena-${date}.json`,
    erase: 'Διαγραφή όλων',
    confirm: {
      title: 'Διαγραφή όλων των στοιχείων;',
      text: (leads: number, downloads: number) =>
        `Θα διαγραφούν οριστικά ${leadsCount(leads)} και ${downloadsCount(downloads)} (δικαίωμα διαγραφής). Δεν αναιρείται.`,
      labels: { confirm: 'Διαγραφή όλων', cancel: 'Ακύρωση', busy: 'Διαγραφή...' },
    },
    erased: (leads: number, downloads: number) => ({
      title: 'Διαγράφηκαν',
      description: `Διαγράφηκαν ${leadsCount(leads)} και ${downloadsCount(downloads)}.`,
    }),
    exported: { title: 'Έτοιμο', description: 'Το αρχείο με όλα τα στοιχεία του προσώπου κατέβηκε.' },
    log: {
      heading: 'Ιστορικό',
      runs: {
        region: 'Διαγραφές λόγω χρόνου φύλαξης',
        caption: 'Αυτόματες διαγραφές (χρόνος φύλαξης)',
        columns: ['Πότε', 'Αιτήσεις', 'Λήψεις'],
        empty: 'Καμία αυτόματη διαγραφή ακόμη.',
      },
      requests: {
        region: 'Αιτήματα προσώπων',
        caption: 'Αιτήματα προσώπων (χωρίς στοιχεία)',
        columns: ['Πότε', 'Ενέργεια', 'Αιτήσεις', 'Λήψεις'],
        empty: 'Κανένα αίτημα ακόμη.',
      },
      actions: { lookup: 'Αναζήτηση', export: 'Εξαγωγή', erase: 'Διαγραφή' },
      failed: 'Το ιστορικό δεν φορτώθηκε.',
    },
  },
  toasts: {
    status: (status: string) => ({ title: 'Ενημερώθηκε η κατάσταση', description: `Η αίτηση είναι τώρα «${status}».` }),
    noteSaved: { title: 'Αποθηκεύτηκε', description: 'Η σημείωση αποθηκεύτηκε.' },
    erased: { title: 'Διαγράφηκε', description: 'Η αίτηση διαγράφηκε οριστικά.' },
    exported: (total: number) => ({ title: 'Έτοιμο', description: `Εξήχθησαν ${count(total)} αιτήσεις σε CSV.` }),
    error: 'Σφάλμα',
    fallback: 'Κάτι πήγε στραβά',
  },
} as const;
