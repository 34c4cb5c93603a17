/**
 * The heroes of the three pages that open with one (the home page, /students and /university-students): the line
 * above the title, the title (the page's one heading of the first level), its text and its two calls to action. The
 * picture stays the project's own for now (media.ts): it is the pages' largest paint, preloaded by its address.
 */
import * as v from 'valibot';
import { pageLink, text } from './fields.ts';

const hero = (href: ReturnType<typeof pageLink>) =>
  v.strictObject({
    eyebrow: v.optional(text(60)),
    title: text(80),
    text: text(250),
    cta: v.strictObject({ label: text(30), href }),
    secondaryCta: v.strictObject({ label: text(30), href }),
  });

export const heroesSchema = v.strictObject({
  home: hero(pageLink({ withForm: false })),
  students: hero(pageLink({ withForm: true })),
  university: hero(pageLink({ withForm: true })),
});

export type PageHeroes = v.InferOutput<typeof heroesSchema>;

/** A hero's fields, under the name of its page. */
const heroLabels = (pointer: string, page: string) => ({
  [pointer]: page,
  [`${pointer}/eyebrow`]: `${page}: γραμμή πάνω από τον τίτλο (προαιρετική)`,
  [`${pointer}/title`]: `${page}: τίτλος`,
  [`${pointer}/text`]: `${page}: κείμενο κάτω από τον τίτλο`,
  [`${pointer}/cta`]: `${page}: το κύριο κουμπί`,
  [`${pointer}/cta/label`]: `${page}: κύριο κουμπί, κείμενο`,
  [`${pointer}/cta/href`]: `${page}: κύριο κουμπί, διεύθυνση`,
  [`${pointer}/secondaryCta`]: `${page}: το δεύτερο κουμπί`,
  [`${pointer}/secondaryCta/label`]: `${page}: δεύτερο κουμπί, κείμενο`,
  [`${pointer}/secondaryCta/href`]: `${page}: δεύτερο κουμπί, διεύθυνση`,
});

export const heroesFieldLabels: Record<string, string> = {
  ...heroLabels('/home', 'Αρχική σελίδα'),
  ...heroLabels('/students', 'Σελίδα «Μαθητές»'),
  ...heroLabels('/university', 'Σελίδα «Φοιτητές & Ενήλικες»'),
};
