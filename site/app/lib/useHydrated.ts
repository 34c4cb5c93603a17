import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once the page runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
