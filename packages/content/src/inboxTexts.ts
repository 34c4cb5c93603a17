import { leadStatusLabels } from '@cg/data';

const count = (total: number) => total.toLocaleString('el-GR');

/** Every word of /admin/leads. */
export const inboxTexts = {
  heading: 'Αιτήσεις',
  views: { label: 'Προβολή', leads: 'Αιτήσεις', downloads: 'Λήψεις δειγμάτων' },
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
    any: 'Όλες',
    apply: 'Εφαρμογή',
    clear: 'Καθαρισμός φίλτρων',
  },
  table: {
    caption: (total: number, filtered: boolean) => `${filtered ? 'Βρέθηκαν' : 'Σύνολο'}: ${count(total)}`,
    region: 'Αιτήσεις',
    columns: { received: 'Παραλαβή', form: 'Φόρμα', name: 'Όνομα', contact: 'Επικοινωνία', company: 'Φορέας και ανάγκες', status: 'Κατάσταση', actions: 'Ενέργειες' },
    overdue: 'Εκπρόθεσμο',
    forward: (status: string) => `Σήμανση «${status}»`,
    back: (status: string) => `Πίσω σε «${status}»`,
    details: 'Λεπτομέρειες',
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
  toasts: {
    status: (status: string) => ({ title: 'Ενημερώθηκε η κατάσταση', description: `Η αίτηση είναι τώρα «${status}».` }),
    noteSaved: { title: 'Αποθηκεύτηκε', description: 'Η σημείωση αποθηκεύτηκε.' },
    erased: { title: 'Διαγράφηκε', description: 'Η αίτηση διαγράφηκε οριστικά.' },
    exported: (total: number) => ({ title: 'Έτοιμο', description: `Εξήχθησαν ${count(total)} αιτήσεις σε CSV.` }),
    error: 'Σφάλμα',
    fallback: 'Κάτι πήγε στραβά',
  },
} as const;
