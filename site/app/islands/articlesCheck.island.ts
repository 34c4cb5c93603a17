import { fetchArticleListing } from '@cg/data/published';
import { builtListing, listingSizes, sameListing } from '../articles/articleList';
import { backend } from '../lib/backend';
import { defineIsland } from './defineIsland';
import type articlesListing from './articlesListing.island';
import { startIsland } from './startIsland';

const listing = 'articlesListing';

/**
 * /articles without React until the list is needed: once the page is idle, the list hydrates at once when the
 * address asks for filters (a shared link), or when the backend's listing differs from the build's (an article
 * published or changed since); otherwise only on the visitor's first interaction with it. A failed read keeps
 * the page as built, and is only logged. The build's listing is read from its file (articleList.ts), which the list's
 * hydration then reuses.
 */
function checkListing() {
  const filters = new URLSearchParams(window.location.search);
  if (filters.get('q') || filters.get('category')) return startIsland<typeof articlesListing>(listing);
  Promise.all([builtListing(), fetchArticleListing(backend, listingSizes)]).then(
    ([built, current]) => {
      if (!built || !sameListing(built, current)) startIsland<typeof articlesListing>(listing);
    },
    (error: unknown) => console.warn('Τα νεότερα άρθρα δεν φορτώθηκαν· εμφανίζονται όσα υπήρχαν στην έκδοση της σελίδας.', error),
  );
}

export default defineIsland({ name: 'articlesCheck', enhance: (_root, _props: Record<string, never>) => checkListing(), when: 'idle' });
