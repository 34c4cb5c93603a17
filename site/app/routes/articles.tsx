import type { ShouldRevalidateFunction } from 'react-router';
import { publishedArticlesAtBuild } from '../articles/buildTimeArticles';
import { metaFor } from '../lib/routeMeta';
import { ArticlesPage } from '../pages/ArticlesPage';
import type { Route } from './+types/articles';

export const meta = metaFor('/articles');

/** At build time: the published articles, so they are in the prerendered HTML. */
export const loader = async () => ({ articles: await publishedArticlesAtBuild() });

// Typing in the search only changes ?q= and ?category=: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage storedArticles={loaderData.articles} />;
}
