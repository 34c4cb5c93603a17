import type { ArticleFormValues } from '@cg/ui';
import type { Article } from '@cg/data';
import { articlePreview, previewDraftKey } from '@cg/data/contentPreview';

/** A picture the editor chose and has not saved, as an address the preview page may show (its policy allows data:); read as a data URL, the result is a string. */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * Leaves what the article form holds in this tab for the preview page (site/preview/previewArticle.ts checks it
 * again): its text, the picture it would show (a new one, the article's own, or none) and the day its page would say.
 * Resolves false when a new picture does not fit the tab's storage: the draft is left without it.
 */
export async function leaveArticlePreview(values: ArticleFormValues, article: Article | null): Promise<boolean> {
  const draft = (thumbnail_url: string | null) =>
    JSON.stringify({
      key: articlePreview.key,
      title: values.title,
      data: {
        title: values.title,
        slug: values.slug,
        category: values.category,
        excerpt: values.excerpt,
        content: values.content,
        thumbnail_url,
        published_at: article?.published_at ?? new Date().toISOString(),
      },
    });
  const kept = values.removeThumbnail ? null : (article?.thumbnail_url ?? null);
  if (values.thumbnail) {
    try {
      sessionStorage.setItem(previewDraftKey, draft(await dataUrlOf(values.thumbnail)));
      return true;
    } catch {
      // Too large for the tab's storage (or unreadable): the page without it, and the editor is told.
    }
  }
  sessionStorage.setItem(previewDraftKey, draft(values.thumbnail ? null : kept));
  return !values.thumbnail;
}
