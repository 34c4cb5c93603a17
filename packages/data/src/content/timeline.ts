/**
 * Milestones in order (the library's `Timeline`): each the year, what happened and a line about it.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

export const timelineSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        year: v.pipe(v.string(), v.regex(/^(19|20)[0-9]{2}$/, 'Ένα έτος με τέσσερα ψηφία, π.χ. 2002.')),
        title: text(60),
        text: text(200),
      }),
    ),
    v.minLength(1, 'Τουλάχιστον ένας σταθμός.'),
    v.maxLength(12, 'Έως 12 σταθμοί.'),
  ),
});

export type TimelineDocument = v.InferOutput<typeof timelineSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const timelineFieldLabels: Record<string, string> = {
  '/items': 'Σταθμοί',
  '/items/*': 'Σταθμός',
  '/items/*/year': 'Έτος',
  '/items/*/title': 'Τι έγινε',
  '/items/*/text': 'Μια γραμμή γι’ αυτό',
};
