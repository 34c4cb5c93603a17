/**
 * The video podcast 'Εντός Ύλης': one module for every page that shows it (/entos-ylis, the home page's
 * block, /articles). Episode video ids are placeholders until the channel's own are set here.
 */
export type PodcastEpisode = {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  duration: string;
  youtubeUrl: string;
  instagramReel?: string;
};

export const podcast = {
  title: 'Εντός Ύλης',
  tagline: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας.',
  partner: { name: 'Ειδήσεις Σήμερα', url: 'https://www.eidiseis-simera.gr' },
  allEpisodesUrl: 'https://www.eidiseis-simera.gr/podcasts/entos-ylis',
  platforms: [
    { name: 'Spotify', kind: 'Μουσική ροή', url: 'https://open.spotify.com/show/entos-ylis' },
    { name: 'Apple Podcasts', kind: 'Εφαρμογή podcasts', url: 'https://podcasts.apple.com/gr/podcast/entos-ylis' },
    { name: 'YouTube', kind: 'Βίντεο', url: 'https://www.youtube.com/@pyxida-kariera' },
    { name: 'Amazon Music', kind: 'Ψηφιακό κατάστημα μουσικής', url: 'https://music.amazon.com/podcasts/entos-ylis' },
  ],
} as const;

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** Newest first (9 down to 1). */
export const podcastEpisodes: readonly PodcastEpisode[] = [
  { id: 9, title: 'Τεχνητή νοημοσύνη και τα επαγγέλματα του αύριο', description: 'Ποια επαγγέλματα αλλάζουν και ποιες δεξιότητες θα μετράνε.', date: '2025-11-14', duration: '41 min', youtubeUrl: youtube('aqz-KE-bpKQ'), instagramReel: 'https://www.instagram.com/reel/entos-ylis-9' },
  { id: 8, title: 'Σπουδές στο εξωτερικό: τι να ξέρεις', description: 'Κόστος, υποτροφίες και αιτήσεις, με αποφοίτους που το έζησαν.', date: '2025-11-07', duration: '38 min', youtubeUrl: youtube('ScMzIvxBSi4') },
  { id: 7, title: 'Το μηχανογραφικό βήμα βήμα', description: 'Τα συχνότερα λάθη και πώς τα αποφεύγουμε.', date: '2025-10-31', duration: '44 min', youtubeUrl: youtube('jNQXAC9IVRw'), instagramReel: 'https://www.instagram.com/reel/entos-ylis-7' },
  { id: 6, title: 'Επαγγελματικά Λύκεια: μια επιλογή με μέλλον', description: 'Ειδικότητες με ζήτηση και ο δρόμος προς την αγορά εργασίας.', date: '2025-10-24', duration: '36 min', youtubeUrl: youtube('aqz-KE-bpKQ') },
  { id: 5, title: 'Άγχος εξετάσεων: τι βοηθά πραγματικά', description: 'Μια ψυχολόγος για το άγχος των Πανελλαδικών.', date: '2025-10-17', duration: '39 min', youtubeUrl: youtube('ScMzIvxBSi4') },
  { id: 4, title: 'Πρώτη δουλειά: βιογραφικό και συνέντευξη', description: 'Τι κοιτούν οι εργοδότες στους νέους αποφοίτους.', date: '2025-10-10', duration: '42 min', youtubeUrl: youtube('jNQXAC9IVRw') },
  { id: 3, title: 'Μεταπτυχιακό: πότε αξίζει;', description: 'Πώς διαλέγουμε πρόγραμμα και τι κερδίζουμε.', date: '2025-10-03', duration: '37 min', youtubeUrl: youtube('aqz-KE-bpKQ') },
  { id: 2, title: 'Γονείς και επιλογές σπουδών', description: 'Πώς στηρίζουμε χωρίς να αποφασίζουμε εμείς.', date: '2025-09-26', duration: '35 min', youtubeUrl: youtube('ScMzIvxBSi4') },
  { id: 1, title: 'Γιατί Εντός Ύλης;', description: 'Η πρώτη εκπομπή: τι θα συζητάμε κάθε εβδομάδα και με ποιους.', date: '2025-09-19', duration: '32 min', youtubeUrl: youtube('jNQXAC9IVRw') },
];
