import type { PodcastDocument } from '@cg/data/contentPodcast';
import { placeholder, samplePage } from './placeholder.ts';

/**
 * The podcast's episodes, newest first: the seed of the «podcast-episodes» document (decision 036), which staff edit,
 * add to and publish in the back office. Invented episodes: each opens the sample page until the real ones are set.
 */
export const podcastList = {
  items: placeholder(
    [
      {
        id: 9,
        title: 'Τεχνητή νοημοσύνη και τα επαγγέλματα του αύριο',
        description: 'Ποια επαγγέλματα αλλάζουν και ποιες δεξιότητες θα μετράνε.',
        date: '2025-11-14',
        duration: '41 min',
        youtubeUrl: samplePage,
        instagramReel: samplePage,
      },
      {
        id: 8,
        title: 'Σπουδές στο εξωτερικό: τι να ξέρεις',
        description: 'Κόστος, υποτροφίες και αιτήσεις, με αποφοίτους που το έζησαν.',
        date: '2025-11-07',
        duration: '38 min',
        youtubeUrl: samplePage,
      },
      {
        id: 7,
        title: 'Το μηχανογραφικό βήμα βήμα',
        description: 'Τα συχνότερα λάθη και πώς τα αποφεύγουμε.',
        date: '2025-10-31',
        duration: '44 min',
        youtubeUrl: samplePage,
        instagramReel: samplePage,
      },
      {
        id: 6,
        title: 'Επαγγελματικά Λύκεια: μια επιλογή με μέλλον',
        description: 'Ειδικότητες με ζήτηση και ο δρόμος προς την αγορά εργασίας.',
        date: '2025-10-24',
        duration: '36 min',
        youtubeUrl: samplePage,
      },
      {
        id: 5,
        title: 'Άγχος εξετάσεων: τι βοηθά πραγματικά',
        description: 'Μια ψυχολόγος για το άγχος των Πανελλαδικών.',
        date: '2025-10-17',
        duration: '39 min',
        youtubeUrl: samplePage,
      },
      {
        id: 4,
        title: 'Πρώτη δουλειά: βιογραφικό και συνέντευξη',
        description: 'Τι κοιτούν οι εργοδότες στους νέους αποφοίτους.',
        date: '2025-10-10',
        duration: '42 min',
        youtubeUrl: samplePage,
      },
      {
        id: 3,
        title: 'Μεταπτυχιακό: πότε αξίζει;',
        description: 'Πώς διαλέγουμε πρόγραμμα και τι κερδίζουμε.',
        date: '2025-10-03',
        duration: '37 min',
        youtubeUrl: samplePage,
      },
      {
        id: 2,
        title: 'Γονείς και επιλογές σπουδών',
        description: 'Πώς στηρίζουμε χωρίς να αποφασίζουμε εμείς.',
        date: '2025-09-26',
        duration: '35 min',
        youtubeUrl: samplePage,
      },
      {
        id: 1,
        title: 'Γιατί Εντός Ύλης;',
        description: 'Η πρώτη εκπομπή: τι θα συζητάμε κάθε εβδομάδα και με ποιους.',
        date: '2025-09-19',
        duration: '32 min',
        youtubeUrl: samplePage,
      },
    ],
    'Τα 9 επεισόδια: τίτλος, περιγραφή, ημερομηνία, διάρκεια, διεύθυνση στο YouTube και, όπου υπάρχει, το reel στο Instagram',
  ),
} satisfies PodcastDocument;
