import type { ArticleSummary } from '@cg/ui';
import { formatDateEl } from '../lib/dates';
import type { ListedArticle } from './articleList';

/** The project's posters and the thumbnails the admin uploads are shown in a 16:9 frame. */
const imageFrame = { width: 960, height: 540 };

/** A listed article as the library's cards take it: dates written in Greek, images sized. */
export const toSummary = (article: ListedArticle): ArticleSummary & { key: string } => ({
  key: article.key,
  title: article.title,
  description: article.description || undefined,
  href: article.href,
  external: article.external,
  category: article.category,
  date: { iso: article.date, display: formatDateEl(article.date) },
  publication: article.publication,
  image: article.image ? { src: article.image, ...imageFrame } : undefined,
});
