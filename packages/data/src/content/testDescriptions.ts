/**
 * What /tests says of each of the four tests, under the test's name (the sample form's product names, which stay in
 * code): a paragraph and the points it lists. Keyed by the test, so each keeps its video and its place on the page.
 */
import * as v from 'valibot';
import { lines, text } from './fields.ts';

const description = v.strictObject({ text: text(250), points: lines({ max: 60, most: 8 }) });

export const testDescriptionsSchema = v.strictObject({
  career: description,
  personality: description,
  meta: description,
  next: description,
});

export type TestDescriptions = v.InferOutput<typeof testDescriptionsSchema>;

/** Each test by the name the page gives it. */
const names = {
  career: '«Τεστ επαγγελματικού προσανατολισμού»',
  personality: '«Τεστ προσωπικότητας»',
  meta: '«Meta»',
  next: '«Next»',
} satisfies Record<keyof TestDescriptions, string>;

/** Labels by pointer: each test's fields under its name. */
export const testDescriptionsFieldLabels: Record<string, string> = Object.fromEntries(
  Object.entries(names).flatMap(([test, name]): [string, string][] => [
    [`/${test}`, name],
    [`/${test}/text`, `${name}: τι κάνει`],
    [`/${test}/points`, `${name}: τα σημεία της λίστας (ένα σε κάθε γραμμή)`],
  ]),
);
