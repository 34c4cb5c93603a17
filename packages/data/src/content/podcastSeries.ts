/**
 * The video podcast's own facts (/entos-ylis, the home page's block, /articles): its name and line, the news outlet
 * that hosts it, the page with every episode on the outlet's site, and where it is on the four platforms the pages
 * name. The episodes are a document of their own (podcast.ts).
 */
import * as v from 'valibot';
import { link, text } from './fields.ts';

export const podcastSeriesSchema = v.strictObject({
  title: text(60),
  tagline: text(150),
  partner: v.strictObject({ name: text(80), url: link }),
  allEpisodesUrl: link,
  platforms: v.strictObject({ spotify: link, applePodcasts: link, youtube: link, amazonMusic: link }),
});

export type PodcastSeries = v.InferOutput<typeof podcastSeriesSchema>;

export const podcastSeriesFieldLabels: Record<string, string> = {
  '/title': 'Όνομα της εκπομπής',
  '/tagline': 'Σύντομη περιγραφή',
  '/partner': 'Το μέσο που φιλοξενεί την εκπομπή',
  '/partner/name': 'Επωνυμία του μέσου',
  '/partner/url': 'Διεύθυνση του μέσου',
  '/allEpisodesUrl': 'Όλα τα επεισόδια στον ιστότοπο του μέσου',
  '/platforms': 'Η εκπομπή στις πλατφόρμες',
  '/platforms/spotify': 'Spotify',
  '/platforms/applePodcasts': 'Apple Podcasts',
  '/platforms/youtube': 'YouTube',
  '/platforms/amazonMusic': 'Amazon Music',
};
