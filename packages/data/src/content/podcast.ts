/**
 * The podcast's episodes (/entos-ylis and /articles: the library's episode list and the PodcastSeries data), newest
 * first. A new episode is staff's to add: its number, title, a line about it, the day, how long, and where to watch it.
 */
import * as v from 'valibot';
import { isoDay, link, text, wholeNumber } from './fields.ts';

export const podcastSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        id: wholeNumber(1, 9999),
        title: text(120),
        description: text(200),
        date: isoDay,
        duration: text(20),
        youtubeUrl: link,
        instagramReel: v.optional(link),
      }),
    ),
    v.minLength(1, 'Τουλάχιστον ένα επεισόδιο.'),
    v.maxLength(60, 'Έως 60 επεισόδια.'),
  ),
});

export type PodcastDocument = v.InferOutput<typeof podcastSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const podcastFieldLabels: Record<string, string> = {
  '/items': 'Επεισόδια',
  '/items/*': 'Επεισόδιο',
  '/items/*/id': 'Αριθμός επεισοδίου',
  '/items/*/title': 'Τίτλος',
  '/items/*/description': 'Σύντομη περιγραφή',
  '/items/*/date': 'Ημερομηνία (έτος-μήνας-ημέρα)',
  '/items/*/duration': 'Διάρκεια (π.χ. 41 min)',
  '/items/*/youtubeUrl': 'Διεύθυνση στο YouTube',
  '/items/*/instagramReel': 'Reel στο Instagram (προαιρετικό)',
};
