/**
 * A process in numbered steps (the library's `ProcessSteps`): each a title and a line, in the order they happen.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

export const stepsSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ title: text(60), text: text(200) })),
    v.minLength(2, 'Τουλάχιστον δύο βήματα.'),
    v.maxLength(6, 'Έως 6 βήματα.'),
  ),
});

export type StepsDocument = v.InferOutput<typeof stepsSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const stepsFieldLabels: Record<string, string> = {
  '/items': 'Βήματα',
  '/items/*': 'Βήμα',
  '/items/*/title': 'Τίτλος',
  '/items/*/text': 'Τι γίνεται σε αυτό το βήμα',
};
