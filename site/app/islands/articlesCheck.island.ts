import { fetchArticleListing, type ArticleListing } from '@cg/data/published';
import { listingSizes, sameListing } from '../articles/articleList';
import { backend } from '../lib/backend';
import { defineIsland } from './defineIsland';
import type articlesListing from './articlesListing.island';
import { startIsland } from './startIsland';

const listing = 'articlesListing';

/**
 * /articles without React until the list is needed: once the page is idle, the list hydrates at once when the
 * address asks for filters (a shared link), or when the backend's listing differs from the build's (an article
 * published or changed since); otherwise only on the visitor's first interaction with it. A failed read keeps
 * the page as built, and is only logged.
 */
function checkListing() {
  const filters = new URLSearchParams(window.location.search);
  if (filters.get('q') || filters.get('category')) return startIsland<typeof articlesListing>(listing);
  // The listing the build wrote, in the list's own marker (not written twice into the page).
  const marker = document.querySelector<HTMLElement>(`[data-island="${listing}"]`);
  if (!marker) return;
  const { storedListing } = JSON.parse(marker.dataset.props ?? '{}') as { storedListing?: ArticleListing | null };
  fetchArticleListing(backend, listingSizes).then(
    (current) => {
      if (!storedListing || !sameListing(storedListing, current)) startIsland<typeof articlesListing>(listing);
    },
    (error: unknown) => console.warn('Τα νεότερα άρθρα δεν φορτώθηκαν· εμφανίζονται όσα υπήρχαν στην έκδοση της σελίδας.', error),
  );
}

export default defineIsland({ name: 'articlesCheck', enhance: (_root, _props: Record<string, never>) => checkListing(), when: 'idle' });
