import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a page React hydrates whole (the SPA fallback) whose code is not in that page's first load. Its
 * prerendered HTML works without any script (plain links); the build waits for it (entry.server.tsx), so its HTML is
 * in place. Memoised: the page's own updates do not render it again while its props stay the same.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return memo(function LazyPart(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
