import type { ShouldRevalidateFunction } from 'react-router';
import { articleTopics } from '@cg/content/articleTopics';
import { articleListingAtBuild } from '../articles/buildTimeArticles';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ArticlesPage } from '../pages/ArticlesPage';
import type { Route } from './+types/articles';

const articlesHead = headLoader('/articles');
export const meta = headMeta;

/** At build time: what the page shows of the published articles (never all of them), so it is in the prerendered HTML, and the topic tiles. */
export const loader = async () => ({ ...articlesHead(), listing: await articleListingAtBuild(), topics: articleTopics });

// Typing in the search only changes ?q= and ?category=: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage storedListing={loaderData.listing} topics={loaderData.topics} />;
}
