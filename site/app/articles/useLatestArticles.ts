import { useEffect, useState } from 'react';
import { fetchPublishedArticles, type PublishedArticleSummary } from '@cg/data/published';
import { backend } from '../lib/backend';

const fingerprint = (articles: readonly PublishedArticleSummary[]) => JSON.stringify(articles);

/** Nothing changed since the build (the usual case): keep the list, so the page does not render again. */
const sameArticles = (a: readonly PublishedArticleSummary[], b: readonly PublishedArticleSummary[]) => a.length === b.length && fingerprint(a) === fingerprint(b);

/**
 * The published articles the page was built with, then, once it runs in the browser, the backend's
 * current list, so one published a minute ago shows without a rebuild. A failed read keeps the
 * built list and is only logged.
 */
export function useLatestArticles(built: readonly PublishedArticleSummary[]) {
  const [articles, setArticles] = useState(built);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedArticles(backend, { signal: controller.signal }).then((latest) => setArticles((current) => (sameArticles(current, latest) ? current : latest)), (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Τα νεότερα άρθρα δεν φορτώθηκαν· εμφανίζονται όσα υπήρχαν στην έκδοση της σελίδας.', error);
    });
    return () => controller.abort();
  }, []);
  return articles;
}
