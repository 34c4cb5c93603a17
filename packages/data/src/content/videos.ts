/**
 * A page's own videos (the home page's and /foreis' interviews, /imerides' moments from past events), in the order
 * the page shows them: each a title, once it is on YouTube the video's id (without one, the page's player opens
 * the sample page), and the picture shown before it plays. Staff supply the ids, retitle, add and reorder without a developer.
 */
import * as v from 'valibot';
import { video } from './fields.ts';

export const videosSchema = v.strictObject({
  items: v.pipe(v.array(video), v.minLength(1, 'Τουλάχιστον ένα βίντεο.'), v.maxLength(12, 'Έως 12 βίντεο.')),
});

export type VideosDocument = v.InferOutput<typeof videosSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const videosFieldLabels: Record<string, string> = {
  '/items': 'Βίντεο της σελίδας',
  '/items/*': 'Βίντεο',
  '/items/*/title': 'Τίτλος',
  '/items/*/youtubeId': 'YouTube id (προαιρετικό: χωρίς αυτό το βίντεο ανοίγει τη σελίδα δείγματος)',
  '/items/*/poster/path': 'Εικόνα πριν την αναπαραγωγή (προαιρετική: χωρίς αυτή, ένα γενικό σχέδιο του ιστότοπου)',
};
