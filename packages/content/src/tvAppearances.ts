import { placeholder } from './placeholder';
import { videoPageUrl, type CompanyVideo } from './video';

/**
 * TV appearances on /articles: 15 cards, each opening its video page in a new tab. Thumbnails are
 * the project's own posters. The list is a stand-in: its titles are invented and every card opens
 * the sample page until the company supplies its real appearances.
 */
export type TvAppearance = { id: string; url: string; title: string; thumbnail: string };

const appearance = (video: CompanyVideo, index: number): TvAppearance => ({
  id: video.youtubeId ?? `sample-${index + 1}`,
  url: videoPageUrl(video),
  title: video.title,
  thumbnail: `/media/poster-${(index % 3) + 1}.webp`,
});

export const tvAppearances: readonly TvAppearance[] = placeholder<CompanyVideo[]>(
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
  'Οι 15 τηλεοπτικές εμφανίσεις: τίτλος και YouTube id της καθεμίας (και, αν υπάρχει, η δική τους μικρογραφία)',
).map(appearance);
