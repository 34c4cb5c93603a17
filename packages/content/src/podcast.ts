import { podcastList } from './podcastEpisodes';
import { podcastSeries } from './podcastSeries';

/**
 * The video podcast 'Εντός Ύλης': one module for every page that shows it (/entos-ylis, the home page's
 * block, /articles). Its facts (podcastSeries.ts) and its episodes (podcastEpisodes.ts) are staff's documents; the
 * platforms' names and kinds are the pages' own.
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
  title: podcastSeries.title,
  tagline: podcastSeries.tagline,
  partner: podcastSeries.partner,
  allEpisodesUrl: podcastSeries.allEpisodesUrl,
  platforms: [
    { name: 'Spotify', kind: 'Μουσική ροή', url: podcastSeries.platforms.spotify },
    { name: 'Apple Podcasts', kind: 'Εφαρμογή podcasts', url: podcastSeries.platforms.applePodcasts },
    { name: 'YouTube', kind: 'Βίντεο', url: podcastSeries.platforms.youtube },
    { name: 'Amazon Music', kind: 'Ψηφιακό κατάστημα μουσικής', url: podcastSeries.platforms.amazonMusic },
  ],
} as const;

/** Newest first: staff's list (podcastEpisodes.ts, the «podcast-episodes» document). */
export const podcastEpisodes: readonly PodcastEpisode[] = podcastList.items;
