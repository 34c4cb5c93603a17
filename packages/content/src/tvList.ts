import type { TvDocument } from '@cg/data/contentTv';
import { placeholder } from './placeholder.ts';

/**
 * The TV appearances on /articles, in the order it shows them: the seed of the «articles-tv» document (decision 036),
 * which staff edit, reorder and publish in the back office. A stand-in: its titles are invented and no card has a
 * video yet, so each opens the sample page until the company supplies its real appearances.
 */
export const tvList = {
  items: placeholder(
    [
      { title: 'Επαγγελματικός προσανατολισμός στην πρωινή ζώνη' },
      { title: 'Μηχανογραφικό: οι επιλογές μετά τις βάσεις' },
      { title: 'Νέοι και αγορά εργασίας: τι αλλάζει' },
      { title: 'Πανελλαδικές χωρίς άγχος' },
      { title: 'Τεχνητή νοημοσύνη και επαγγέλματα' },
      { title: 'Σπουδές στο εξωτερικό: οδηγός για γονείς' },
      { title: 'Τα επαγγέλματα της πράσινης ενέργειας' },
      { title: 'Αλλαγή καριέρας στη μέση ηλικία' },
      { title: 'Ψυχομετρικά τεστ: μύθοι και αλήθειες' },
      { title: 'ΕΠΑΛ: ειδικότητες με μέλλον' },
      { title: 'Το πρώτο βιογραφικό' },
      { title: 'Μεταπτυχιακά: πότε αξίζουν' },
      { title: 'Εκπαίδευση ενηλίκων και δια βίου μάθηση' },
      { title: 'Οι δεξιότητες του 2030' },
      { title: 'Γονείς, παιδιά και επιλογές σπουδών' },
    ],
    'Οι 15 τηλεοπτικές εμφανίσεις: τίτλος και YouTube id της καθεμίας',
  ),
} satisfies TvDocument;
