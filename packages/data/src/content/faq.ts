/**
 * A page's questions and answers (shown as an accordion, given to search engines as FAQPage data), in the order the
 * page shows them. An answer is plain text: the page writes it as one paragraph, never as markup.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

export const faqSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ question: text(150), answer: text(600) })),
    v.minLength(1, 'Τουλάχιστον μία ερώτηση.'),
    v.maxLength(12, 'Έως 12 ερωτήσεις.'),
  ),
});

export type FaqDocument = v.InferOutput<typeof faqSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const faqFieldLabels: Record<string, string> = {
  '/items': 'Ερωτήσεις',
  '/items/*': 'Ερώτηση',
  '/items/*/question': 'Η ερώτηση',
  '/items/*/answer': 'Η απάντηση',
};
