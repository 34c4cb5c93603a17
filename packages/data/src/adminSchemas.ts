// The back office's forms, validated in the browser with the same Greek messages as the visitors' forms.
// Built in pure calls (as schemas.ts), so the public pages, which import the same index, leave them out.
import * as v from 'valibot';
import { fieldLimits, isPlainText, isSingleLine } from './limits.ts';
import { messages } from './messages.ts';
import { articleCategoryLabels, isArticleSlug } from './publishedArticles.ts';

/** An admin's sign-in: an e-mail address and a password (never trimmed: spaces may be part of it). */
export const signInSchema = v.object({
  // One message at a time: an empty address is first of all missing.
  email: v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.required),
      v.email(messages.email),
      v.maxLength(fieldLimits.email.max, messages.tooLong(fieldLimits.email.max)),
    ),
    { abortPipeEarly: true },
  ),
  password: v.pipe(v.string(), v.nonEmpty(messages.required)),
});

export type SignInValues = v.InferOutput<typeof signInSchema>;

/** The article editor's own messages (the specification leaves them to us). */
export const articleMessages = {
  title: 'Γράψτε τίτλο.',
  slug: 'Το slug χρειάζεται λατινικά πεζά, αριθμούς και μονές παύλες (π.χ. odigos-spoudon).',
} as const;

/** The article limits the editor's inputs carry too (the database's CHECKs hold the same). */
export const articleLimits = { title: 300, excerpt: 2000 } as const;

/** 'Νέο Άρθρο' and editing: the text of an article (its picture is a file, checked apart). */
export const articleSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(articleMessages.title),
    v.check(isSingleLine, messages.singleLine),
    v.maxLength(articleLimits.title, messages.tooLong(articleLimits.title)),
  ),
  slug: v.pipe(v.string(), v.check(isArticleSlug, articleMessages.slug)),
  // A check, not v.picklist: valibot is one module shared with the public pages' forms, so every valibot
  // function the admin uses ships to them too.
  category: v.pipe(
    v.string(),
    v.check((value) => Object.hasOwn(articleCategoryLabels, value), messages.required),
  ),
  excerpt: v.pipe(
    v.string(),
    v.check(isPlainText, messages.plainText),
    v.maxLength(articleLimits.excerpt, messages.tooLong(articleLimits.excerpt)),
  ),
  content: v.pipe(v.string(), v.check(isPlainText, messages.plainText)),
});
