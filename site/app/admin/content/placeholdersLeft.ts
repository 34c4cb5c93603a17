import { flattenDocument, type ContentDocument } from '@cg/data/content';

export type PlaceholderLeft = { pointer: string; supply: string; firstField: string };

/**
 * The fields of a draft that still hold their sample (decision 036), each with what to supply and the first of its
 * inputs (a phone's placeholder is its three forms; the link goes to the first).
 */
export function placeholdersLeft(document: Pick<ContentDocument, 'placeholders'>, draft: unknown): PlaceholderLeft[] {
  const marks = document.placeholders as Record<string, { supply: string; sample: unknown }>;
  const leaves = flattenDocument(draft);
  return Object.entries(marks).flatMap(([pointer, mark]) => {
    const inside = Object.keys(leaves).filter((leaf) => leaf === pointer || leaf.startsWith(`${pointer}/`));
    const sample = flattenDocument(mark.sample, pointer);
    // Every field as the sample had it, and no more nor fewer (a list with an item added or removed is the company's).
    const stillSample =
      inside.length > 0 &&
      inside.length === Object.keys(sample).length &&
      inside.every((leaf) => JSON.stringify(leaves[leaf]) === JSON.stringify(sample[leaf]));
    return stillSample ? [{ pointer, supply: mark.supply, firstField: inside[0]! }] : [];
  });
}
