import { placeholder, samplePage } from './placeholder';
import { podcastList } from './podcastEpisodes';

/**
 * The video podcast 'Εντός Ύλης': one module for every page that shows it (/entos-ylis, the home page's
 * block, /articles). The partner, the platform addresses and the episodes are placeholders until the
 * company supplies its own; every link among them opens the sample page meanwhile.
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
  partner: placeholder(
    { name: 'Ειδήσεις Σήμερα', url: samplePage },
    'Το ειδησεογραφικό μέσο που φιλοξενεί την εκπομπή: επωνυμία και διεύθυνση',
  ),
  allEpisodesUrl: placeholder(samplePage, 'Η σελίδα με όλα τα επεισόδια στον ιστότοπο του συνεργάτη'),
  platforms: [
    { name: 'Spotify', kind: 'Μουσική ροή', url: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Spotify') },
    { name: 'Apple Podcasts', kind: 'Εφαρμογή podcasts', url: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Apple Podcasts') },
    { name: 'YouTube', kind: 'Βίντεο', url: placeholder(samplePage, 'Η λίστα ή το κανάλι της εκπομπής στο YouTube') },
    { name: 'Amazon Music', kind: 'Ψηφιακό κατάστημα μουσικής', url: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Amazon Music') },
  ],
} as const;

/** Newest first: staff's list (podcastEpisodes.ts, the «podcast-episodes» document). */
export const podcastEpisodes: readonly PodcastEpisode[] = podcastList.items;
