import { useEffect, useState } from 'react';
import { fetchPublishedArticles, type PublishedArticleSummary } from '@cg/data/published';
import { backend } from '../lib/backend';

/**
 * The published articles the page was built with, then, once it runs in the browser, the backend's
 * current list, so one published a minute ago shows without a rebuild. A failed read keeps the
 * built list and is only logged.
 */
export function useLatestArticles(built: readonly PublishedArticleSummary[]) {
  const [articles, setArticles] = useState(built);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedArticles(backend, { signal: controller.signal }).then(setArticles, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Τα νεότερα άρθρα δεν φορτώθηκαν· εμφανίζονται όσα υπήρχαν στην έκδοση της σελίδας.', error);
    });
    return () => controller.abort();
  }, []);
  return articles;
}
