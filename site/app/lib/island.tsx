import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a page whose code is not in the page's first load: an island. Its prerendered HTML works
 * without any script (a form that posts, plain links), React hydrates the rest of the page at once and
 * the island when its chunk arrives, and what the visitor did in it meanwhile stays (the form glue reads
 * the DOM). The build waits for it (entry.server.tsx), so its HTML is in the page in place. Memoised:
 * the page's own updates do not render it again while its props stay the same.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return memo(function Island(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
