import type { ArticleListing } from '@cg/data/published';
import { ArticlesListing } from '../articles/ArticlesListing';

/**
 * The list on /articles, with its search: hydrated on the first pointer, touch or focus in it (what was typed
 * before is handed over), or at once when the address asks for filters or the backend has something new
 * (ArticlesCheckIsland).
 */
export default function ArticlesListingIsland(props: { storedListing: ArticleListing | null }) {
  return <ArticlesListing {...props} />;
}
