import { articleMeta } from '../articles/articleMeta';
import { ArticleErrorBoundary, ArticleRoute, articleClientLoader } from '../articles/articleRoute';

// /articles/:slug when the build knows no articles: every article page renders in the browser.
export const clientLoader = articleClientLoader;
export const meta = articleMeta;
export const ErrorBoundary = ArticleErrorBoundary;
export default ArticleRoute;
