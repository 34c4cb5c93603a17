import type { PodcastSeries } from '@cg/data/contentPodcastSeries';
import { placeholder, samplePage } from './placeholder.ts';

/**
 * The podcast's own facts: the seed of the «podcast-series» document (decision 036), which staff publish from the back
 * office. The partner and every platform address are placeholders until the company supplies its own; each opens the
 * sample page meanwhile.
 */
export const podcastSeries: PodcastSeries = {
  title: 'Εντός Ύλης',
  tagline: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας.',
  partner: placeholder(
    { name: 'Ειδήσεις Σήμερα', url: samplePage },
    'Το ειδησεογραφικό μέσο που φιλοξενεί την εκπομπή: επωνυμία και διεύθυνση',
  ),
  allEpisodesUrl: placeholder(samplePage, 'Η σελίδα με όλα τα επεισόδια στον ιστότοπο του συνεργάτη'),
  platforms: {
    spotify: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Spotify'),
    applePodcasts: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Apple Podcasts'),
    youtube: placeholder(samplePage, 'Η λίστα ή το κανάλι της εκπομπής στο YouTube'),
    amazonMusic: placeholder(samplePage, 'Η διεύθυνση της εκπομπής στο Amazon Music'),
  },
};
