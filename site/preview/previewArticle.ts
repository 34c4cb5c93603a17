import * as v from 'valibot';
import { articleSchema } from '@cg/data/adminSchemas';
import type { PublishedArticle } from '@cg/data/published';

/** A picture the preview may show: one the editor chose and has not saved (as a data: address), or the article's own. */
const isPicture = (value: string) => /^data:image\/(jpeg|png|webp|avif|gif);base64,[\w+/=]+$/.test(value) || /^https?:\/\//.test(value);

/**
 * The article editor's draft as it leaves it for the preview: the form's text under the form's own rules, the
 * picture it shows with, and the day its page will say. Anything else in the tab's storage is not shown.
 */
export const previewedArticleSchema = v.object({
  ...articleSchema.entries,
  thumbnail_url: v.nullable(v.pipe(v.string(), v.check(isPicture))),
  published_at: v.pipe(v.string(), v.isoTimestamp()),
});

export type PreviewedArticle = v.InferOutput<typeof previewedArticleSchema>;

/** The draft as the article's page takes it. */
export const asPublished = (draft: PreviewedArticle): PublishedArticle => ({
  title: draft.title,
  slug: draft.slug,
  category: draft.category as PublishedArticle['category'],
  excerpt: draft.excerpt || null,
  content: draft.content || null,
  thumbnail_url: draft.thumbnail_url,
  featured: false,
  published_at: draft.published_at,
});
