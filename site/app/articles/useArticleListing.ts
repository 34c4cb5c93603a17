import { useEffect, useState } from 'react';
import { fetchArticleListing, type ArticleListing, type PublishedArticleSummary } from '@cg/data/published';
import { backend } from '../lib/backend';
import { listingSizes, sameListing, searchKey, storedCategory, type ArticleFilters } from './articleList';

/** A build without the backend: no stored articles until the browser reads them. */
export const emptyListing: ArticleListing = { featured: null, latest: [], columns: { education: [], work: [] } };

// Long enough that a word typed at speed is one request, short enough to feel immediate.
const searchDelayMs = 200;

export type ArticleListingState = {
  /** The featured article and the side columns: the build's, then the backend's current ones. */
  listing: ArticleListing;
  /** The stored articles for 'Τελευταία Άρθρα' under the filters (the page still filters them with the press entries). */
  latest: readonly PublishedArticleSummary[];
  /** A search is on its way to the backend; until it answers, the list narrows what the page already has. */
  searching: boolean;
  /** The backend did not answer the search: the list shows the matches among the articles the page has. */
  searchFailed: boolean;
};

/**
 * The stored articles /articles shows. The page is built with the listing (the newest of each part, never
 * every article); once it runs in the browser it reads the current listing, so one published a minute
 * ago shows without a rebuild, and a search or a category asks the backend for its own newest matches.
 * A failed read keeps what the page has, and is only logged.
 */
export function useArticleListing(built: ArticleListing | null, filters: ArticleFilters): ArticleListingState {
  const [listing, setListing] = useState(built ?? emptyListing);
  const [found, setFound] = useState<{ key: string; latest: PublishedArticleSummary[] } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchArticleListing(backend, listingSizes, { signal: controller.signal }).then(
      (current) => setListing((previous) => (sameListing(previous, current) ? previous : current)),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Τα νεότερα άρθρα δεν φορτώθηκαν· εμφανίζονται όσα υπήρχαν στην έκδοση της σελίδας.', error);
      },
    );
    return () => controller.abort();
  }, []);

  const search = searchKey(filters.query);
  const category = storedCategory(filters.category);
  // A category only the press entries have: no stored article can match, nothing to ask.
  const filtered = search !== '' || filters.category !== null;
  const asksBackend = filtered && (filters.category === null || category !== null);
  const key = JSON.stringify([search, category]);

  useEffect(() => {
    if (!asksBackend) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchArticleListing(backend, { ...listingSizes, search, category }, { signal: controller.signal }).then(
        (answer) => {
          setFound({ key, latest: answer.latest });
          setFailedKey(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Η αναζήτηση στα άρθρα απέτυχε· εμφανίζονται όσα έχει ήδη η σελίδα.', error);
          setFailedKey(key);
        },
      );
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asksBackend, key, search, category]);

  if (!filtered) return { listing, latest: listing.latest, searching: false, searchFailed: false };
  if (!asksBackend) return { listing, latest: [], searching: false, searchFailed: false };
  if (found?.key === key) return { listing, latest: found.latest, searching: false, searchFailed: false };
  // Until the answer comes (or when it failed): what the page already has, which it narrows to the filters at once.
  const known = [...(found?.latest ?? []), ...listing.latest].filter(
    (article, index, all) => all.findIndex((other) => other.slug === article.slug) === index,
  );
  return { listing, latest: known, searching: failedKey !== key, searchFailed: failedKey === key };
}
