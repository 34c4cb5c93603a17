import { articleListingAtBuild } from '../articles/buildTimeArticles';

/**
 * Prerendered to /articles-listing.json: the listing /articles is built with, which the list's island reads when it
 * starts (builtListing in articles/articleList.ts) instead of carrying it in the page, where up to 21 articles' titles and
 * excerpts would push the page past TCP's first window.
 */
export const loader = async () => Response.json(await articleListingAtBuild());
