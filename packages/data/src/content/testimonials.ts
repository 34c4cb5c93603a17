/**
 * A page's testimonials (the library's `Testimonial`: name, role, quote, stars), in the order the page shows them.
 * Only with the person's consent: the editor's explanation says so (packages/content's seed).
 */
import * as v from 'valibot';
import { text, wholeNumber } from './fields.ts';

export const testimonialsSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ name: text(40), role: text(60), content: text(200), rating: wholeNumber(1, 5) })),
    v.minLength(1, 'Τουλάχιστον μία μαρτυρία.'),
    v.maxLength(6, 'Έως 6 μαρτυρίες: τόσες χωρούν στη σελίδα.'),
  ),
});

export type TestimonialsDocument = v.InferOutput<typeof testimonialsSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const testimonialsFieldLabels: Record<string, string> = {
  '/items': 'Μαρτυρίες',
  '/items/*': 'Μαρτυρία',
  '/items/*/name': 'Όνομα ή αρχικά',
  '/items/*/role': 'Ιδιότητα',
  '/items/*/content': 'Κείμενο',
  '/items/*/rating': 'Βαθμολογία (1 έως 5)',
};
