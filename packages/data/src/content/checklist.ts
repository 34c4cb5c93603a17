/**
 * What something includes, listed with a check mark each (the library's `CheckList`): short texts one under another,
 * written a line each in the editor.
 */
import * as v from 'valibot';
import { lines } from './fields.ts';

export const checklistSchema = v.strictObject({ items: lines({ max: 120, most: 10 }) });

export type ChecklistDocument = v.InferOutput<typeof checklistSchema>;

export const checklistFieldLabels: Record<string, string> = {
  '/items': 'Τι περιλαμβάνει (ένα σε κάθε γραμμή)',
};
