import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { ArticleFilters } from './articleList';

/**
 * The search and the category live in the address (?q=, ?category=): a shared link opens filtered,
 * back and forward restore earlier states. Typing replaces the entry it started, so one search is one
 * step in the history, not one per letter. What is typed is held locally as well, so fast typing never
 * waits for (or loses letters to) the address update. The prerendered page has no query, so the address's
 * filters apply only after hydration, and only when there are some: the usual visit to /articles
 * hydrates without rendering the page a second time.
 */
export function useArticleFilters() {
  // False until the address's filters apply: after hydration when it has some, or at the first change.
  const [applied, setApplied] = useState(false);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [typed, setTyped] = useState<string | null>(null);
  // True while the current history entry is one this search is typing into.
  const typingEntry = useRef(false);

  // Back and forward show the address's search again, and the next letter starts a new entry.
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a history move is an event from outside React: the typed search gives way to the address's
    setTyped(null);
    typingEntry.current = false;
  }, [location.key, navigationType]);

  useEffect(() => {
    const opened = new URLSearchParams(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the prerendered page knows no query, the browser's address does
    if (opened.get('q') || opened.get('category')) setApplied(true);
  }, []);

  const filters: ArticleFilters = applied
    ? { query: typed ?? params.get('q') ?? '', category: params.get('category') || null }
    : { query: '', category: null };

  const update = useCallback(
    (name: 'q' | 'category', value: string, typing: boolean) => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: typing && typingEntry.current, preventScrollReset: true });
      typingEntry.current = typing;
      setApplied(true);
    },
    [setParams],
  );

  return {
    filters,
    setQuery: (query: string) => {
      setTyped(query);
      update('q', query, true);
    },
    setCategory: (category: string) => update('category', category, false),
  };
}
