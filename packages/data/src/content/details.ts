/**
 * Facts at a glance as a term and its detail (the library's `FactList`: a description list), in the order the page
 * shows them: /seminaria's length, mode, place and start.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

export const detailsSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ term: text(30), detail: text(120) })),
    v.minLength(1, 'Τουλάχιστον ένα στοιχείο.'),
    v.maxLength(8, 'Έως 8 στοιχεία.'),
  ),
});

export type DetailsDocument = v.InferOutput<typeof detailsSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const detailsFieldLabels: Record<string, string> = {
  '/items': 'Στοιχεία',
  '/items/*': 'Στοιχείο',
  '/items/*/term': 'Τι (π.χ. «Διάρκεια»)',
  '/items/*/detail': 'Η τιμή του (π.χ. «{ώρες-σεμιναρίου} ώρες»)',
};
