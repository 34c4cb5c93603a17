/**
 * The partners the home page and /foreis show (the library's LogoGrid and LogoCarousel), in the order they show them:
 * each one's name, which is what a screen reader reads for its logo, and its logo as staff upload it (a picture, drawn
 * whole within 200 × 80). Without a logo, the site's own drawn mark stands in, as it does for today's sample partners.
 */
import * as v from 'valibot';
import { picturePath, text } from './fields.ts';

export const partnersSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ name: text(80), logo: v.optional(v.strictObject({ path: picturePath })) })),
    v.minLength(1, 'Τουλάχιστον ένας συνεργάτης.'),
    v.maxLength(12, 'Έως 12 συνεργάτες: δύο σειρές της αρχικής σελίδας.'),
  ),
});

export type PartnersDocument = v.InferOutput<typeof partnersSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const partnersFieldLabels: Record<string, string> = {
  '/items': 'Συνεργάτες',
  '/items/*': 'Συνεργάτης',
  '/items/*/name': 'Επωνυμία (αυτό ακούν όσοι δεν βλέπουν το λογότυπο)',
  '/items/*/logo/path': 'Λογότυπο (προαιρετικό: χωρίς αυτό, ένα γενικό σχέδιο του ιστότοπου)',
};
