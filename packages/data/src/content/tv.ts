/**
 * The company's TV appearances (/articles: a card each, opening its video on YouTube), in the order the page shows
 * them. A new appearance is staff's to add: its title and, once it is on YouTube, the video's id.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

/** A YouTube video's id: the 11 characters after `v=` in its address. */
const youtubeId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{11}$/, 'Οι 11 χαρακτήρες μετά το «v=» στη διεύθυνση του βίντεο στο YouTube (γράμματα, αριθμοί, - και _).'),
);

export const tvSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ title: text(100), youtubeId: v.optional(youtubeId) })),
    v.minLength(1, 'Τουλάχιστον μία εμφάνιση.'),
    v.maxLength(30, 'Έως 30 εμφανίσεις.'),
  ),
});

export type TvDocument = v.InferOutput<typeof tvSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const tvFieldLabels: Record<string, string> = {
  '/items': 'Τηλεοπτικές εμφανίσεις',
  '/items/*': 'Εμφάνιση',
  '/items/*/title': 'Τίτλος',
  '/items/*/youtubeId': 'YouTube id (προαιρετικό: χωρίς αυτό η κάρτα ανοίγει τη σελίδα δείγματος)',
};
