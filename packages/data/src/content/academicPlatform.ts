/**
 * The academic departments' platform the home page opens (its block: a tile per field of study and a link to the
 * platform): where the platform is, and its fields of study, each the last part of its address there. The block's
 * heading and words are the spec's and stay in code.
 */
import * as v from 'valibot';
import { secureLink, text } from './fields.ts';

export const academicPlatformSchema = v.strictObject({
  url: secureLink,
  categories: v.pipe(
    v.array(
      v.strictObject({
        label: text(50),
        slug: v.pipe(
          v.string(),
          v.maxLength(60, 'Έως 60 χαρακτήρες.'),
          v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Λατινικά πεζά, αριθμοί και παύλες, όπως στη διεύθυνση: π.χ. thetikes.'),
        ),
      }),
    ),
    v.minLength(1, 'Τουλάχιστον ένα πεδίο.'),
    v.maxLength(12, 'Έως 12 πεδία.'),
  ),
});

export type AcademicPlatform = v.InferOutput<typeof academicPlatformSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const academicPlatformFieldLabels: Record<string, string> = {
  '/url': 'Διεύθυνση της πλατφόρμας',
  '/categories': 'Επιστημονικά πεδία',
  '/categories/*': 'Πεδίο',
  '/categories/*/label': 'Όνομα του πεδίου',
  '/categories/*/slug': 'Διεύθυνση του πεδίου στην πλατφόρμα (μετά το /)',
};
