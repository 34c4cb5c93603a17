/**
 * A section's cards (the library's `InfoCards`): each a title, a text and, where the card lists them, short points, in
 * the order the page shows them. Several documents are of this kind, one per section (/students' programme, /tests'
 * reasons, /about's values…); a section whose card quotes another document's fact stays in code.
 */
import * as v from 'valibot';
import { lines, text } from './fields.ts';

export const cardsSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ title: text(60), text: text(250), points: v.optional(lines({ max: 80, most: 6 })) })),
    v.minLength(1, 'Τουλάχιστον μία κάρτα.'),
    v.maxLength(8, 'Έως 8 κάρτες.'),
  ),
});

export type CardsDocument = v.InferOutput<typeof cardsSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const cardsFieldLabels: Record<string, string> = {
  '/items': 'Κάρτες',
  '/items/*': 'Κάρτα',
  '/items/*/title': 'Τίτλος',
  '/items/*/text': 'Κείμενο',
  '/items/*/points': 'Σημεία της κάρτας (προαιρετικά: ένα σε κάθε γραμμή)',
};
