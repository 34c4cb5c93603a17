/**
 * The company's TV appearances (/articles: a card each, opening its video on YouTube), in the order the page shows
 * them. A new appearance is staff's to add: its title and, once it is on YouTube, the video's id.
 */
import * as v from 'valibot';
import { video } from './fields.ts';

export const tvSchema = v.strictObject({
  items: v.pipe(v.array(video), v.minLength(1, 'Τουλάχιστον μία εμφάνιση.'), v.maxLength(30, 'Έως 30 εμφανίσεις.')),
});

export type TvDocument = v.InferOutput<typeof tvSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const tvFieldLabels: Record<string, string> = {
  '/items': 'Τηλεοπτικές εμφανίσεις',
  '/items/*': 'Εμφάνιση',
  '/items/*/title': 'Τίτλος',
  '/items/*/youtubeId': 'YouTube id (προαιρετικό: χωρίς αυτό η κάρτα ανοίγει τη σελίδα δείγματος)',
};
