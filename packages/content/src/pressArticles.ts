import { placeholder, samplePage } from './placeholder';

/**
 * Press coverage: articles about or by the company in other outlets, shown on /articles and opened
 * at the outlet in a new tab. Ids repeat in the source data (spec section 3), so nothing keys on them.
 * The list below is a stand-in: the articles are invented, so none links to the outlet it names; each
 * opens the sample page until the company supplies its real coverage. Images are the project's own posters.
 */
export type PressCategory = 'Εκπαίδευση' | 'Αγορά Εργασίας';

export type PressArticle = {
  id: number;
  title: string;
  description: string;
  url: string;
  publication: string;
  /** YYYY-MM-DD. */
  date: string;
  category: PressCategory;
  tags: readonly string[];
  image: string;
  featured?: boolean;
};

const poster = (n: 1 | 2 | 3) => `/media/poster-${n}.webp`;

export const pressArticles: readonly PressArticle[] = placeholder([
  { id: 1, title: 'Πώς να επιλέξεις σχολή χωρίς να χαθείς στις βάσεις', description: 'Οι σύμβουλοί μας εξηγούν γιατί τα ενδιαφέροντα μετράνε περισσότερο από τις βάσεις εισαγωγής.', url: samplePage, publication: 'Καθημερινή', date: '2025-11-12', category: 'Εκπαίδευση', tags: ['σχολές', 'Πανελλαδικές'], image: poster(1), featured: true },
  { id: 2, title: 'Τα επαγγέλματα που θα ζητούνται την επόμενη δεκαετία', description: 'Τεχνολογία, υγεία και πράσινη ενέργεια στην κορυφή της ζήτησης, σύμφωνα με νέα στοιχεία.', url: samplePage, publication: 'Ναυτεμπορική', date: '2025-11-08', category: 'Αγορά Εργασίας', tags: ['επαγγέλματα', 'ζήτηση'], image: poster(2) },
  { id: 3, title: 'Μηχανογραφικό 2025: τα πέντε συχνότερα λάθη', description: 'Από τη σειρά προτίμησης ως τις σχολές «ασφαλείας»: τι να προσέξουν οι υποψήφιοι.', url: samplePage, publication: 'ESOS', date: '2025-10-29', category: 'Εκπαίδευση', tags: ['μηχανογραφικό'], image: poster(3) },
  { id: 4, title: 'Νέοι και πρώτη δουλειά: οι δεξιότητες που κάνουν τη διαφορά', description: 'Επικοινωνία, ομαδικότητα και ψηφιακές δεξιότητες ξεχωρίζουν στις συνεντεύξεις.', url: samplePage, publication: 'Capital.gr', date: '2025-10-22', category: 'Αγορά Εργασίας', tags: ['δεξιότητες', 'πρώτη δουλειά'], image: poster(1) },
  { id: 5, title: 'Επαγγελματικός προσανατολισμός από το Γυμνάσιο', description: 'Γιατί η έγκαιρη γνωριμία με τα επαγγέλματα μειώνει το άγχος των Πανελλαδικών.', url: samplePage, publication: 'Alfavita', date: '2025-10-15', category: 'Εκπαίδευση', tags: ['γυμνάσιο', 'προσανατολισμός'], image: poster(2) },
  { id: 6, title: 'Η τεχνητή νοημοσύνη αλλάζει τις αγγελίες εργασίας', description: 'Ποιες θέσεις ζητούν πλέον γνώσεις AI και πώς προετοιμάζεται κανείς.', url: samplePage, publication: 'in.gr', date: '2025-10-09', category: 'Αγορά Εργασίας', tags: ['τεχνητή νοημοσύνη'], image: poster(3) },
  { id: 7, title: 'Σπουδές στο εξωτερικό ή στην Ελλάδα;', description: 'Κόστος, αναγνώριση πτυχίων και προοπτικές: ένας οδηγός για οικογένειες.', url: samplePage, publication: 'Τα Νέα', date: '2025-10-01', category: 'Εκπαίδευση', tags: ['σπουδές', 'εξωτερικό'], image: poster(1) },
  { id: 8, title: 'Αλλαγή καριέρας μετά τα 35: πού να ξεκινήσεις', description: 'Βήματα για ενήλικες που σκέφτονται νέο επαγγελματικό δρόμο.', url: samplePage, publication: 'News 24/7', date: '2025-09-24', category: 'Αγορά Εργασίας', tags: ['αλλαγή καριέρας', 'ενήλικες'], image: poster(2) },
  { id: 9, title: 'Τα Επαγγελματικά Λύκεια κερδίζουν έδαφος', description: 'Περισσότεροι μαθητές επιλέγουν ΕΠΑΛ για ειδικότητες με ζήτηση.', url: samplePage, publication: 'ESOS', date: '2025-09-17', category: 'Εκπαίδευση', tags: ['ΕΠΑΛ'], image: poster(3) },
  { id: 10, title: 'Μισθοί αποφοίτων: τι δείχνουν τα νέα στοιχεία', description: 'Οι αμοιβές των νέων αποφοίτων ανά κλάδο και ανά επίπεδο σπουδών.', url: samplePage, publication: 'Ναυτεμπορική', date: '2025-09-10', category: 'Αγορά Εργασίας', tags: ['μισθοί', 'απόφοιτοι'], image: poster(1) },
  { id: 11, title: 'Γονείς και παιδιά μπροστά στην επιλογή σπουδών', description: 'Πώς στηρίζουμε χωρίς να αποφασίζουμε εμείς για τα παιδιά μας.', url: samplePage, publication: 'Καθημερινή', date: '2025-09-03', category: 'Εκπαίδευση', tags: ['γονείς'], image: poster(2) },
  { id: 12, title: 'Τηλεργασία: τα επαγγέλματα που την επιτρέπουν', description: 'Ποιοι κλάδοι προσφέρουν ευελιξία και τι ζητούν από τους υποψηφίους.', url: samplePage, publication: 'Capital.gr', date: '2025-08-27', category: 'Αγορά Εργασίας', tags: ['τηλεργασία'], image: poster(3) },
  { id: 12, title: 'Μεταπτυχιακό: πότε αξίζει πραγματικά', description: 'Τα κριτήρια για να επιλέξει κανείς πρόγραμμα που ανοίγει δρόμους.', url: samplePage, publication: 'Alfavita', date: '2025-08-20', category: 'Εκπαίδευση', tags: ['μεταπτυχιακό'], image: poster(1) },
  { id: 13, title: 'Οι ψηφιακές δεξιότητες στην αγορά εργασίας του 2026', description: 'Από τα λογιστικά φύλλα ως την ανάλυση δεδομένων: τι ζητούν οι εργοδότες.', url: samplePage, publication: 'in.gr', date: '2025-08-13', category: 'Αγορά Εργασίας', tags: ['ψηφιακές δεξιότητες'], image: poster(2) },
  { id: 14, title: 'Πανελλαδικές: διαχείριση άγχους τον τελευταίο μήνα', description: 'Πρακτικές συμβουλές για ύπνο, διάβασμα και ξεκούραση πριν τις εξετάσεις.', url: samplePage, publication: 'Τα Νέα', date: '2025-05-20', category: 'Εκπαίδευση', tags: ['άγχος', 'Πανελλαδικές'], image: poster(3) },
  { id: 15, title: 'Βιογραφικό για νέους: τα λάθη που κοστίζουν', description: 'Τι κοιτούν πρώτα οι υπεύθυνοι προσλήψεων σε ένα βιογραφικό αποφοίτου.', url: samplePage, publication: 'News 24/7', date: '2025-05-06', category: 'Αγορά Εργασίας', tags: ['βιογραφικό'], image: poster(1) },
  { id: 16, title: 'Ψυχομετρικά τεστ: τι μετρούν και τι όχι', description: 'Τα τεστ επαγγελματικού προσανατολισμού ως εργαλείο συζήτησης, όχι ως ετυμηγορία.', url: samplePage, publication: 'ESOS', date: '2025-04-15', category: 'Εκπαίδευση', tags: ['τεστ'], image: poster(2) },
  { id: 17, title: 'Οι κλάδοι με τις περισσότερες προσλήψεις φέτος', description: 'Τουρισμός, εφοδιαστική αλυσίδα και πληροφορική οδηγούν τις προσλήψεις.', url: samplePage, publication: 'Ναυτεμπορική', date: '2025-03-25', category: 'Αγορά Εργασίας', tags: ['προσλήψεις'], image: poster(3) },
  { id: 18, title: 'Νέα τμήματα πανεπιστημίων: τι πρέπει να ξέρετε', description: 'Τα προγράμματα σπουδών που ξεκινούν και οι επαγγελματικές τους προοπτικές.', url: samplePage, publication: 'Καθημερινή', date: '2025-03-11', category: 'Εκπαίδευση', tags: ['πανεπιστήμια'], image: poster(1) },
  { id: 19, title: 'Συνέντευξη εργασίας: πώς προετοιμάζεσαι σωστά', description: 'Έρευνα για την εταιρεία, ερωτήσεις που θα δεχτείς και ερωτήσεις που θα κάνεις.', url: samplePage, publication: 'Capital.gr', date: '2025-02-26', category: 'Αγορά Εργασίας', tags: ['συνέντευξη'], image: poster(2) },
  { id: 20, title: 'Κολλέγια και δημόσια πανεπιστήμια: οι διαφορές', description: 'Αναγνώριση, κόστος και επαγγελματικά δικαιώματα σε απλή γλώσσα.', url: samplePage, publication: 'Alfavita', date: '2025-02-12', category: 'Εκπαίδευση', tags: ['κολλέγια'], image: poster(3) },
  { id: 21, title: 'Πράσινα επαγγέλματα: η ενέργεια φέρνει νέες θέσεις', description: 'Μηχανικοί, τεχνικοί και σύμβουλοι βιωσιμότητας σε άνοδο.', url: samplePage, publication: 'in.gr', date: '2025-01-29', category: 'Αγορά Εργασίας', tags: ['πράσινη ενέργεια'], image: poster(1) },
  { id: 22, title: 'Εκπαίδευση ενηλίκων: μαθαίνοντας σε κάθε ηλικία', description: 'Προγράμματα δια βίου μάθησης που ανοίγουν νέες επαγγελματικές πόρτες.', url: samplePage, publication: 'Τα Νέα', date: '2025-01-15', category: 'Εκπαίδευση', tags: ['δια βίου μάθηση'], image: poster(2) },
  { id: 23, title: 'Ανεργία των νέων: τα στοιχεία και οι λύσεις', description: 'Πώς η σωστή επιλογή σπουδών επηρεάζει την ένταξη στην αγορά εργασίας.', url: samplePage, publication: 'News 24/7', date: '2024-12-18', category: 'Αγορά Εργασίας', tags: ['ανεργία'], image: poster(3) },
  { id: 24, title: 'Το σχολείο του μέλλοντος και ο επαγγελματικός προσανατολισμός', description: 'Εκπαιδευτικοί και σύμβουλοι για τη θέση του προσανατολισμού στο σχολικό πρόγραμμα.', url: samplePage, publication: 'ESOS', date: '2024-12-04', category: 'Εκπαίδευση', tags: ['σχολείο'], image: poster(1) },
  { id: 25, title: 'Εποχική εργασία: ευκαιρία ή παγίδα για φοιτητές;', description: 'Τι κερδίζουν οι φοιτητές από μια καλοκαιρινή δουλειά και τι να προσέξουν.', url: samplePage, publication: 'Ναυτεμπορική', date: '2024-11-20', category: 'Αγορά Εργασίας', tags: ['φοιτητές'], image: poster(2) },
  { id: 26, title: 'Μαθητές και ψηφιακός κόσμος: επαγγέλματα που δεν υπήρχαν', description: 'Από τον σχεδιασμό εμπειρίας χρήστη ως την κυβερνοασφάλεια.', url: samplePage, publication: 'Καθημερινή', date: '2024-11-06', category: 'Εκπαίδευση', tags: ['ψηφιακά επαγγέλματα'], image: poster(3) },
], 'Τα δημοσιεύματα για την εταιρεία: τίτλος, περιγραφή, μέσο, ημερομηνία, κατηγορία, ετικέτες, διεύθυνση του άρθρου στο μέσο και εικόνα')
