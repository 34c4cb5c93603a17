/**
 * The building blocks of every content kind's schema. Each is a plain valibot validation that JSON Schema can
 * say too (length, pattern, range, enum), so the database refuses exactly what the editor and the build refuse
 * (docs/decisions/036-content-as-data.md). Patterns stay within what JavaScript and PostgreSQL's regular
 * expressions read alike: no flags, no lookaround.
 */
import * as v from 'valibot';
import { indexablePaths } from '../routeTable.ts';
import { onlyKnownFacts, unknownFactMessage, writtenWithKnownFacts } from './facts.ts';

/** Where a page's own lead form is: its hero's call to action may lead to it. */
export const leadFormAnchor = '#lead-form';

const withText = /\S/;

/**
 * A rule of a text the database reads as the text's one pattern, with `\S` (JSON Schema has one `pattern` per
 * string): jsonSchemas.ts writes `pattern` in its place.
 */
const checkedAlsoAs = (pattern: string, test: (input: string) => boolean, message: (input: string) => string) =>
  Object.assign(
    v.check<string, (issue: v.CheckIssue<string>) => string>(test, (issue) => message(String(issue.input))),
    { databasePattern: pattern },
  );

/**
 * A short text staff type: not blank, at most `max` characters (a design's limit where it has one), and in braces only
 * a fact's name (facts.ts), which the page fills.
 */
export const text = (max: number, message = 'Συμπληρώστε το πεδίο.') =>
  v.pipe(
    v.string(),
    v.maxLength(max, `Έως ${max} χαρακτήρες.`),
    v.regex(withText, message),
    checkedAlsoAs(writtenWithKnownFacts, (input) => onlyKnownFacts.test(input), unknownFactMessage),
  );

/** A fact itself (the company's name, the seminar's partner): a short text that names no other fact, so holds no braces. */
export const factText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `Έως ${max} χαρακτήρες.`),
    v.regex(withText, 'Συμπληρώστε το πεδίο.'),
    checkedAlsoAs(
      '^[^{}]*\\S[^{}]*$',
      (input) => !/[{}]/.test(input),
      () => 'Ένα στοιχείο γράφεται χωρίς αγκύλες { }.',
    ),
  );

/** An address a visitor follows: a secure page elsewhere, or a page of this site (a path from its root). */
export const link = v.pipe(
  v.string(),
  v.maxLength(500, 'Έως 500 χαρακτήρες.'),
  v.regex(
    /^(https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/[^\s]*)?|\/[^\s/][^\s]*)$/,
    'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).',
  ),
);

const secureAddress = 'https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?';

/**
 * A call to action's address: a secure page elsewhere, or one of the site's own pages by its path in the route table
 * (a page that does not exist is refused, where `link` takes any path), and, on a page with a lead form, that form
 * (`#lead-form`). The pattern lists the pages, so a page added to the route table changes the stored JSON Schema: the
 * seed's test asks for the migration.
 */
export const pageLink = ({ withForm }: { withForm: boolean }) => {
  const pages = indexablePaths().map((path) => path.replaceAll('/', '\\/'));
  const choices = [secureAddress, ...pages, ...(withForm ? [leadFormAnchor] : [])];
  return v.pipe(
    v.string(),
    v.maxLength(500, 'Έως 500 χαρακτήρες.'),
    v.regex(
      new RegExp(`^(${choices.join('|')})$`),
      withForm
        ? `Μια διεύθυνση https://, μια σελίδα του ιστότοπου (π.χ. /tests) ή ${leadFormAnchor} για τη φόρμα της σελίδας.`
        : 'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (π.χ. /tests).',
    ),
  );
};

/** A secure address elsewhere only (an origin, an app, a frame). */
export const secureLink = v.pipe(
  v.string(),
  v.maxLength(500, 'Έως 500 χαρακτήρες.'),
  v.regex(/^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/[^\s]*)?$/, 'Μια διεύθυνση που αρχίζει με https://.'),
);

/**
 * Short texts listed one under another (a card's points): the editor writes them one per line. Each is a `text()`;
 * `most` is how many the design has room for.
 */
export const lines = ({ max, most }: { max: number; most: number }) =>
  v.pipe(v.array(text(max)), v.minLength(1, 'Τουλάχιστον μία γραμμή.'), v.maxLength(most, `Έως ${most} γραμμές.`));

export const email = v.pipe(
  v.string(),
  v.maxLength(254, 'Έως 254 χαρακτήρες.'),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Ένα email όπως info@example.gr.'),
);

export const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('Ένας ακέραιος αριθμός.'), v.minValue(min, `Από ${min}.`), v.maxValue(max, `Έως ${max}.`));

/** A YouTube video's id: the 11 characters after `v=` in its address. */
export const youtubeId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{11}$/, 'Οι 11 χαρακτήρες μετά το «v=» στη διεύθυνση του βίντεο στο YouTube (γράμματα, αριθμοί, - και _).'),
);

/** A day as the pages' data writes it, year-month-day. */
export const isoDay = v.pipe(
  v.string(),
  v.regex(/^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'Μια ημερομηνία όπως 2025-11-14 (έτος-μήνας-ημέρα).'),
);

export const decimal = (min: number, max: number) => v.pipe(v.number(), v.minValue(min, `Από ${min}.`), v.maxValue(max, `Έως ${max}.`));

/**
 * Where a picture staff uploaded lies in the content-images bucket (@cg/data/contentPictures): a folder (its kind's,
 * `page-videos` too), a random name
 * and the picture's size in pixels as measured when it went up (the build measures it again), and its type.
 */
export const picturePath = v.pipe(
  v.string(),
  v.regex(/^[a-z]+(-[a-z]+)*\/[a-z0-9-]{8,64}-[1-9][0-9]{1,3}x[1-9][0-9]{1,3}\.(jpg|png|webp|avif)$/, 'Ανεβάστε μια φωτογραφία.'),
);

/** A picture and the words that stand for it: required, since a screen reader reads them instead of the picture. */
export const picture = v.strictObject({
  path: picturePath,
  alt: text(200, 'Γράψτε τι δείχνει η φωτογραφία: αυτό ακούν όσοι δεν τη βλέπουν.'),
});

export type Picture = v.InferOutput<typeof picture>;

/**
 * A video a page lists: its title, once it is on YouTube its id (without one, the page opens the sample page), and
 * the picture its facade shows until it plays (without one, one of the site's own drawn posters). The picture is
 * decorative, as the facade's is: the play link says the video's title.
 */
export const video = v.strictObject({
  title: text(100),
  youtubeId: v.optional(youtubeId),
  poster: v.optional(v.strictObject({ path: picturePath })),
});
