/**
 * TV appearances on /articles: 15 cards, each opening its video page in a new tab. Thumbnails are
 * the project's own posters; video ids are placeholders until the channel's own are set here.
 */
export type TvAppearance = { id: string; url: string; title: string; thumbnail: string };

const appearance = (id: string, title: string, poster: 1 | 2 | 3): TvAppearance => ({
  id,
  url: `https://www.youtube.com/watch?v=${id}`,
  title,
  thumbnail: `/media/poster-${poster}.webp`,
});

export const tvAppearances: readonly TvAppearance[] = [
  appearance('aqz-KE-bpKQ', 'Επαγγελματικός προσανατολισμός στην πρωινή ζώνη', 1),
  appearance('ScMzIvxBSi4', 'Μηχανογραφικό: οι επιλογές μετά τις βάσεις', 2),
  appearance('jNQXAC9IVRw', 'Νέοι και αγορά εργασίας: τι αλλάζει', 3),
  appearance('M7lc1UVf-VE', 'Πανελλαδικές χωρίς άγχος', 1),
  appearance('dQw4w9WgXcQ', 'Τεχνητή νοημοσύνη και επαγγέλματα', 2),
  appearance('9bZkp7q19f0', 'Σπουδές στο εξωτερικό: οδηγός για γονείς', 3),
  appearance('kJQP7kiw5Fk', 'Τα επαγγέλματα της πράσινης ενέργειας', 1),
  appearance('RgKAFK5djSk', 'Αλλαγή καριέρας στη μέση ηλικία', 2),
  appearance('OPf0YbXqDm0', 'Ψυχομετρικά τεστ: μύθοι και αλήθειες', 3),
  appearance('fRh_vgS2dFE', 'ΕΠΑΛ: ειδικότητες με μέλλον', 1),
  appearance('CevxZvSJLk8', 'Το πρώτο βιογραφικό', 2),
  appearance('hT_nvWreIhg', 'Μεταπτυχιακά: πότε αξίζουν', 3),
  appearance('YQHsXMglC9A', 'Εκπαίδευση ενηλίκων και δια βίου μάθηση', 1),
  appearance('JGwWNGJdvx8', 'Οι δεξιότητες του 2030', 2),
  appearance('60ItHLz5WEA', 'Γονείς, παιδιά και επιλογές σπουδών', 3),
];
