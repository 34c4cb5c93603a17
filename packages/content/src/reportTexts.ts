/** Every word of /admin/reports. */
const count = (value: number) => new Intl.NumberFormat('el').format(value);

export const reportTexts = {
  heading: 'Αναφορές',
  loading: 'Φόρτωση αναφορών…',
  failed: 'Οι αναφορές δεν φορτώθηκαν.',
  retry: 'Δοκιμάστε ξανά',
  period: {
    region: 'Περίοδος',
    from: 'Από',
    to: 'Έως',
    apply: 'Εφαρμογή',
    hint: 'Η περίοδος ισχύει για τις πηγές, τις καμπάνιες και τους χρόνους κλήσης. Τα εβδομαδιαία γραφήματα δείχνουν τις τελευταίες 26 εβδομάδες.',
  },
  weeklyLeads: 'Αιτήσεις ανά εβδομάδα και φόρμα (τελευταίες 26 εβδομάδες)',
  weeklyDownloads: 'Λήψεις δειγμάτων ανά εβδομάδα και δείγμα (τελευταίες 26 εβδομάδες)',
  chartLabels: { table: 'Πίνακας', category: 'Εβδομάδα', total: 'Σύνολο' },
  weekOf: (monday: string) => `Εβδομάδα από ${monday}`,
  sources: {
    region: 'Αιτήσεις ανά πηγή',
    caption: (total: number) => `Αιτήσεις ανά πηγή: ${count(total)}`,
    columns: ['Πηγή', 'Αιτήσεις', 'Μερίδιο'],
    empty: 'Καμία αίτηση στην περίοδο.',
  },
  campaigns: {
    region: 'Αιτήσεις ανά καμπάνια',
    caption: 'Αιτήσεις ανά καμπάνια',
    columns: ['Καμπάνια', 'Πηγή', 'Αιτήσεις', 'Μερίδιο'],
    empty: 'Καμία αίτηση από καμπάνια στην περίοδο.',
  },
  response: {
    heading: 'Χρόνος έως την πρώτη κλήση',
    leads: 'Αιτήσεις στην περίοδο',
    contacted: 'Με κλήση',
    median: 'Διάμεσος χρόνος',
    p90: '9 στις 10 μέσα σε',
    late: 'Εκπρόθεσμες (πάνω από 24 ώρες)',
    none: '—',
    hours: (hours: number) =>
      hours < 1
        ? `${count(Math.round(hours * 60))} λεπτά`
        : hours < 48
          ? `${new Intl.NumberFormat('el', { maximumFractionDigits: 1 }).format(hours)} ώρες`
          : `${new Intl.NumberFormat('el', { maximumFractionDigits: 1 }).format(hours / 24)} ημέρες`,
    share: (late: number, due: number) =>
      due
        ? `${new Intl.NumberFormat('el', { style: 'percent', maximumFractionDigits: 1 }).format(late / due)} (${count(late)} από ${count(due)})`
        : '—',
  },
  arrival: { direct: 'Άμεση', unknown: 'Άγνωστη' },
  noCampaignSource: '(χωρίς πηγή)',
  empty: 'Δεν υπάρχουν ακόμη αιτήσεις ή λήψεις για αναφορές.',
  invalidPeriod:
    'Η περίοδος δεν είναι έγκυρη: η αρχή πρέπει να είναι πριν από το τέλος, έως τρία χρόνια. Εμφανίζονται οι τελευταίες 30 ημέρες.',
} as const;
