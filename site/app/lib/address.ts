import { createContext } from 'react';

/**
 * The page's address (its query string) as a small store, for a part of a page that keeps its state in the address
 * without the client router: on a page of islands there is none (decision 028). Stories use one in memory.
 */
export type Address = {
  /** The query string, '?' included, or ''. */
  search: () => string;
  /** Called on every change: this page's own, and back and forward. */
  subscribe: (onChange: () => void) => () => void;
  /** Called on back and forward only. */
  onHistoryMove: (onMove: () => void) => () => void;
  /** A new query string, as a new history entry or in place of the current one. */
  go: (search: string, how: 'push' | 'replace') => void;
};

const changed = 'address-change';

/** The browser's own address and history. */
export const browserAddress: Address = {
  search: () => window.location.search,
  subscribe: (onChange) => {
    addEventListener('popstate', onChange);
    addEventListener(changed, onChange);
    return () => {
      removeEventListener('popstate', onChange);
      removeEventListener(changed, onChange);
    };
  },
  onHistoryMove: (onMove) => {
    addEventListener('popstate', onMove);
    return () => removeEventListener('popstate', onMove);
  },
  go: (search, how) => {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (how === 'replace') history.replaceState(history.state, '', url);
    else history.pushState(null, '', url);
    dispatchEvent(new Event(changed));
  },
};

/** An address in memory (a story's), starting at `search`: no history to move through. */
export function memoryAddress(search = ''): Address {
  let current = search;
  const listeners = new Set<() => void>();
  return {
    search: () => current,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    onHistoryMove: () => () => undefined,
    go: (next) => {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

export const AddressContext = createContext<Address>(browserAddress);
