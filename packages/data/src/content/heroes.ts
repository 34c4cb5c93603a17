/**
 * The heroes of the three pages that open with one (the home page, /students and /university-students): the line
 * above the title, the title (the page's one heading of the first level), its text, its two calls to action, and a
 * picture staff upload (optional: without one the page shows the project's own, media.ts). The picture is the page's
 * largest paint: the build makes it in the hero's widths and formats and the page preloads it (decision 036).
 */
import * as v from 'valibot';
import { pageLink, picture, text } from './fields.ts';

const hero = (href: ReturnType<typeof pageLink>) =>
  v.strictObject({
    eyebrow: v.optional(text(60)),
    title: text(80),
    text: text(250),
    cta: v.strictObject({ label: text(30), href }),
    secondaryCta: v.strictObject({ label: text(30), href }),
    picture: v.optional(picture),
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
  [`${pointer}/picture`]: `${page}: η φωτογραφία`,
  [`${pointer}/picture/path`]: `${page}: φωτογραφία (προαιρετική: χωρίς αυτή, η σημερινή)`,
  [`${pointer}/picture/alt`]: `${page}: τι δείχνει η φωτογραφία (για όσους δεν τη βλέπουν)`,
});

export const heroesFieldLabels: Record<string, string> = {
  ...heroLabels('/home', 'Αρχική σελίδα'),
  ...heroLabels('/students', 'Σελίδα «Μαθητές»'),
  ...heroLabels('/university', 'Σελίδα «Φοιτητές & Ενήλικες»'),
};
