import type { PublishedArticle } from '@cg/data/published';

/**
 * The article and its Markdown already rendered (renderMarkdown), so showing it needs no parser; on a prerendered
 * page also the fingerprint of the build's copy (articleFingerprint), which the page compares with the backend's.
 */
export type ArticleData = { article: PublishedArticle; html: string | null; fingerprint?: string };

export const withHtml = (article: PublishedArticle, render: (markdown: string) => string): ArticleData => ({
  article,
  html: article.content ? render(article.content) : null,
});
