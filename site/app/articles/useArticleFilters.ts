import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AddressContext } from '../lib/address';
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
  const address = useContext(AddressContext);
  // The prerendered page's address has no query: hydration matches it, then renders again if the address has one.
  const search = useSyncExternalStore(address.subscribe, address.search, () => '');
  const [typed, setTyped] = useState<string | null>(null);
  // True while the current history entry is one this search is typing into.
  const typingEntry = useRef(false);

  // Back and forward show the address's search again, and the next letter starts a new entry.
  useEffect(
    () =>
      address.onHistoryMove(() => {
        setTyped(null);
        typingEntry.current = false;
      }),
    [address],
  );

  const params = new URLSearchParams(search);
  const filters: ArticleFilters = { query: typed ?? params.get('q') ?? '', category: params.get('category') || null };

  const update = useCallback(
    (name: 'q' | 'category', value: string, typing: boolean) => {
      const next = new URLSearchParams(address.search());
      if (value) next.set(name, value);
      else next.delete(name);
      const query = next.toString();
      address.go(query ? `?${query}` : '', typing && typingEntry.current ? 'replace' : 'push');
      typingEntry.current = typing;
    },
    [address],
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
