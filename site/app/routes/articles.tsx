import type { ShouldRevalidateFunction } from 'react-router';
import { publishedArticlesAtBuild } from '../articles/buildTimeArticles';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ArticlesPage } from '../pages/ArticlesPage';
import type { Route } from './+types/articles';

const articlesHead = headLoader('/articles');
export const meta = headMeta;

/** At build time: the published articles, so they are in the prerendered HTML. */
export const loader = async () => ({ ...articlesHead(), articles: await publishedArticlesAtBuild() });

// Typing in the search only changes ?q= and ?category=: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage storedArticles={loaderData.articles} />;
}
