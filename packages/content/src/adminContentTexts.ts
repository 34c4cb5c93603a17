/** The back office's content editor (/admin/content, decision 036): its Greek words, written once. */
export const adminContentTexts = {
  heading: 'Περιεχόμενο του ιστότοπου',
  intro:
    'Τα στοιχεία που βλέπουν οι επισκέπτες. Κάθε αλλαγή αποθηκεύεται ως πρόχειρο· με τη «Δημοσίευση» γίνεται νέα έκδοση και οι σελίδες ξαναχτίζονται.',
  listHeading: 'Έγγραφα',
  loading: 'Φόρτωση περιεχομένου…',
  columns: { title: 'Έγγραφο', placeholders: 'Ακόμη δείγματα', action: 'Ενέργεια' },
  /** The button's words; its name for a screen reader adds the document's title (`edit`). */
  editShort: 'Επεξεργασία',
  edit: (title: string) => `Επεξεργασία: ${title}`,
  noVersion: '—',
  back: 'Πίσω στη λίστα',
  saveDraft: 'Αποθήκευση προχείρου',
  publish: 'Δημοσίευση',
  publishing: 'Δημοσίευση…',
  charactersLeft: (left: number) => (left === 1 ? 'Απομένει 1 χαρακτήρας' : `Απομένουν ${left} χαρακτήρες`),
  status: {
    unchanged: 'Κανένα πρόχειρο: το έγγραφο είναι όπως δημοσιεύτηκε.',
    unsaved: 'Υπάρχουν αλλαγές που δεν έχουν αποθηκευτεί.',
    saving: 'Αποθήκευση…',
    saved: (revision: number) => `Το πρόχειρο αποθηκεύτηκε (αναθεώρηση ${revision}). Δεν έχει δημοσιευτεί ακόμη.`,
    published: (version: number) => `Δημοσιεύτηκε ως έκδοση ${version}. Οι σελίδες ξαναχτίζονται και θα τη δείχνουν σε λίγα λεπτά.`,
    invalid: 'Διορθώστε τα πεδία με σφάλμα για να δημοσιεύσετε.',
    scheduled: (version: number, time: string) =>
      `Η έκδοση ${version} θα δημοσιευτεί στις ${time}· τότε οι σελίδες θα ξαναχτιστούν μόνες τους.`,
  },
  /** When the next publish goes live (Athens time). */
  schedule: {
    legend: 'Πότε δημοσιεύεται (προαιρετικά)',
    hint: 'Αφήστε τα κενά για δημοσίευση αμέσως, ή δώστε ημερομηνία και ώρα Ελλάδας: η έκδοση φαίνεται στις σελίδες από τότε.',
    date: 'Ημερομηνία δημοσίευσης',
    time: 'Ώρα δημοσίευσης',
  },
  /** A list's buttons (each read with its item, «Μαρτυρία 2: Πάνω») and what the status line says of a change. */
  list: {
    moveUp: 'Πάνω',
    moveDown: 'Κάτω',
    remove: 'Αφαίρεση',
    add: 'Προσθήκη',
    moved: (item: string, position: number, count: number) => `«${item}» μετακινήθηκε στη θέση ${position} από ${count}.`,
    added: (list: string, count: number) => `Προστέθηκε μια κενή θέση στο τέλος της λίστας «${list}» (${count}).`,
    removed: (item: string, count: number) => `«${item}» αφαιρέθηκε· απομένουν ${count}.`,
  },
  /** A picture field (a team member's photo): what it takes, and what the status line says as one goes up. */
  pictures: {
    hint: 'JPEG, PNG, WebP ή AVIF, έως 5 MB, τουλάχιστον 400 × 400 pixel.',
    replaceHint: 'Διαλέξτε άλλη φωτογραφία για να την αντικαταστήσετε (JPEG, PNG, WebP ή AVIF, έως 5 MB, τουλάχιστον 400 × 400 pixel).',
    remove: 'Αφαίρεση φωτογραφίας',
    uploading: (label: string) => `Ανεβαίνει η φωτογραφία: ${label}…`,
    uploaded: (label: string) => `Η φωτογραφία ανέβηκε (${label}). Γράψτε τι δείχνει, και δημοσιεύστε όταν είστε έτοιμοι.`,
    removed: (label: string) => `Η φωτογραφία αφαιρέθηκε (${label}).`,
  },
  /** A partner's logo: drawn whole, within 200 × 80, named by the partner's name. */
  logos: {
    hint: 'PNG (με διαφανές φόντο), WebP, JPEG ή AVIF, έως 5 MB, τουλάχιστον 400 pixel πλάτος ή 160 ύψος.',
    replaceHint:
      'Διαλέξτε άλλο λογότυπο για να το αντικαταστήσετε (PNG, WebP, JPEG ή AVIF, έως 5 MB, τουλάχιστον 400 pixel πλάτος ή 160 ύψος).',
    remove: 'Αφαίρεση λογοτύπου',
    uploading: (label: string) => `Ανεβαίνει το λογότυπο: ${label}…`,
    uploaded: (label: string) => `Το λογότυπο ανέβηκε (${label}). Δημοσιεύστε όταν είστε έτοιμοι.`,
    removed: (label: string) => `Το λογότυπο αφαιρέθηκε (${label}).`,
  },
  conflict: {
    heading: 'Κάποιος άλλος άλλαξε το έγγραφο',
    theirs: 'Οι αλλαγές του άλλου μέλους, σε σχέση με τις δικές σας:',
    keepMine: 'Κράτηση των δικών μου αλλαγών',
    takeTheirs: 'Φόρτωση της δικής του εκδοχής',
  },
  placeholders: {
    heading: 'Τι λείπει ακόμη',
    none: 'Κανένα δείγμα: όλα τα στοιχεία είναι της εταιρείας.',
    intro: 'Αυτά τα πεδία δείχνουν ακόμη δείγμα. Συμπληρώστε τα και δημοσιεύστε:',
    hint: 'Ακόμη δείγμα',
  },
  facts: {
    heading: 'Στοιχεία σε αγκύλες',
    intro:
      'Ένα κείμενο μπορεί να λέει ένα στοιχείο της εταιρείας ή του σεμιναρίου: γράψτε το όνομά του σε αγκύλες, π.χ. «Πάνω από {χρόνια} χρόνια». Η σελίδα δείχνει την τιμή του όπως είναι δημοσιευμένη, κι όταν αλλάξει, αλλάζει μαζί.',
    list: 'Τα ονόματα που γράφονται σε αγκύλες',
  },
  versions: {
    heading: 'Εκδόσεις',
    title: (number: number) => `Έκδοση ${number}`,
    seed: 'Το αρχικό περιεχόμενο του ιστότοπου.',
    by: (who: string, when: string) => `Δημοσιεύτηκε από ${who} στις ${when}.`,
    scheduled: (when: string) => `Θα δημοσιευτεί στις ${when}.`,
    restores: (number: number) => ` Επαναφέρει την έκδοση ${number}.`,
    first: 'Η πρώτη έκδοση.',
    noChanges: 'Καμία αλλαγή από την προηγούμενη έκδοση.',
    restore: (number: number) => `Επαναφορά της έκδοσης ${number}`,
    restored: (number: number, restored: number) => `Η έκδοση ${restored} δημοσιεύτηκε ξανά ως έκδοση ${number}.`,
  },
  rebuildFailed: 'Η δημοσίευση έγινε, αλλά η ανανέωση των σελίδων δεν ξεκίνησε· θα γίνει με την επόμενη δημοσίευση.',
  preview: {
    show: 'Προεπισκόπηση',
    refresh: 'Ανανέωση προεπισκόπησης',
    heading: 'Προεπισκόπηση του προχείρου',
    intro: 'Η σελίδα όπως θα τη δουν οι επισκέπτες μετά τη δημοσίευση, σε κινητό και σε υπολογιστή. Δεν είναι δημοσιευμένη.',
    page: 'Σελίδα',
    phone: 'Κινητό (375 px)',
    desktop: 'Υπολογιστής (1280 px)',
    frame: (page: string, width: string) => `Προεπισκόπηση: ${page}, ${width}`,
    invalid: 'Η προεπισκόπηση θέλει πρώτα τα σημειωμένα πεδία διορθωμένα.',
    /** In the preview page itself, above the page. */
    banner: (title: string, page: string) =>
      `Προεπισκόπηση του προχείρου «${title}» στη σελίδα «${page}». Δεν είναι δημοσιευμένη· οι φόρμες και οι σύνδεσμοί της δεν λειτουργούν εδώ.`,
    unknown: 'Αυτή η προεπισκόπηση δεν υπάρχει. Ανοίξτε την από τον επεξεργαστή περιεχομένου.',
    sharedUntil: (time: string) => `Ο σύνδεσμος ισχύει έως ${time}.`,
    share: 'Σύνδεσμος για κοινή χρήση',
    sharing: 'Δημιουργία συνδέσμου…',
    link: 'Σύνδεσμος προεπισκόπησης',
    linkHint: (time: string) =>
      `Όποιος έχει τον σύνδεσμο βλέπει το αποθηκευμένο πρόχειρο, όπως είναι όταν τον ανοίγει, σε αυτή τη σελίδα, έως ${time}. Δεν χρειάζεται σύνδεση.`,
    notSaved: 'Το πρόχειρο δεν αποθηκεύτηκε, οπότε ο σύνδεσμος δεν δημιουργήθηκε· δείτε το μήνυμα της φόρμας.',
    copy: 'Αντιγραφή συνδέσμου',
    copied: 'Ο σύνδεσμος αντιγράφηκε.',
    notCopied: 'Ο σύνδεσμος δεν αντιγράφηκε· επιλέξτε τον και αντιγράψτε τον με το πληκτρολόγιο.',
    noDraft: 'Δεν βρέθηκε πρόχειρο για προεπισκόπηση σε αυτή την καρτέλα. Πατήστε «Προεπισκόπηση» στον επεξεργαστή.',
    unreadable: 'Η προεπισκόπηση δεν φόρτωσε το δημοσιευμένο περιεχόμενο. Ελέγξτε τη σύνδεση και πατήστε «Ανανέωση προεπισκόπησης».',
    broken: 'Το πρόχειρο δεν ταιριάζει με τη μορφή του εγγράφου. Διορθώστε τα σημειωμένα πεδία στον επεξεργαστή.',
    /** What the preview found on the page it shows, under its frames. */
    check: {
      heading: 'Έλεγχος της σελίδας',
      intro:
        'Η προεπισκόπηση ελέγχει τη σελίδα όπως θα τη δουν οι επισκέπτες: την προσβασιμότητα (WCAG 2.2 AA, όπως κάθε σελίδα του ιστότοπου) και το μέγεθός της, που κρίνει πόσο γρήγορα ανοίγει σε αργό δίκτυο.',
      running: 'ο έλεγχος τρέχει…',
      failed: 'ο έλεγχος δεν ολοκληρώθηκε· πατήστε «Ανανέωση προεπισκόπησης».',
      accessible: 'Προσβασιμότητα: κανένα πρόβλημα.',
      problems: (count: number) => `Προσβασιμότητα: ${count === 1 ? '1 πρόβλημα' : `${count} προβλήματα`}.`,
      weight: (size: string, budget: string) => `Μέγεθος: ${size} (όριο ${budget}).`,
      heavy: (size: string, budget: string) =>
        `Μέγεθος: ${size}, πάνω από το όριο των ${budget}: σε αργό δίκτυο η σελίδα θα αργήσει να εμφανιστεί. Συντομεύστε κείμενα ή λίστες.`,
      kilobytes: (bytes: number) => `${(bytes / 1024).toLocaleString('el-GR', { maximumFractionDigits: 1 })} KB`,
      /** Publishing a draft whose preview found something: said once, the next press publishes. */
      publishAnyway:
        'Ο έλεγχος της προεπισκόπησης βρήκε προβλήματα (δείτε «Έλεγχος της σελίδας»). Διορθώστε τα και ανανεώστε την προεπισκόπηση, ή πατήστε ξανά «Δημοσίευση» για να δημοσιευτεί όπως είναι.',
    },
  },
} as const;
