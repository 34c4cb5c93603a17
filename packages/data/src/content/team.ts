/**
 * The team a page shows (the library's `TeamMember`: name, role, a short biography, a photo if there is one), in the
 * order it shows them. Next year's counsellor is staff's to add, photo and all, without a developer.
 */
import * as v from 'valibot';
import { picture, text } from './fields.ts';

export const teamSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ name: text(60), role: text(80), bio: text(300), photo: v.optional(picture) })),
    v.minLength(1, 'Τουλάχιστον ένα μέλος.'),
    v.maxLength(12, 'Έως 12 μέλη: τρεις σειρές της σελίδας.'),
  ),
});

export type TeamDocument = v.InferOutput<typeof teamSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const teamFieldLabels: Record<string, string> = {
  '/items': 'Μέλη της ομάδας',
  '/items/*': 'Μέλος',
  '/items/*/name': 'Ονοματεπώνυμο',
  '/items/*/role': 'Ρόλος',
  '/items/*/bio': 'Σύντομο βιογραφικό',
  '/items/*/photo/path': 'Φωτογραφία (προαιρετική: χωρίς αυτή, το αρχικό του ονόματος)',
  '/items/*/photo/alt': 'Τι δείχνει η φωτογραφία (για όσους δεν τη βλέπουν)',
};
