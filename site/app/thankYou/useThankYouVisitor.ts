import type { ThankYouQueryKeys } from '@cg/data/forms';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { thankYouArrival } from './thankYouArrival';
import type { ThankYouState, Visitor } from './thankYouQuery';

/**
 * Whom a thank-you page greets. After hydration: the visitor its form handed over in the navigation's
 * state (or, after a page load, in the tab's storage), or the one the specification's query names, whose personal fields then leave the address bar
 * (the visitor moves into history state, so a reload still greets). It only greets: nothing is sent
 * anywhere, so a crafted link can do no more than greet a made-up name. Before hydration, and without
 * JavaScript, there is no visitor: the page thanks without a name.
 */
export function useThankYouVisitor(keys: ThankYouQueryKeys): Visitor | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [visitor, setVisitor] = useState<Visitor | null>(null);

  useEffect(() => {
    const { visitor: current, search, rewrite } = thankYouArrival(location.search, location.state, keys);
    // The visitor moves into history state (a reload still greets), and their personal fields out of the address.
    if (rewrite) {
      const state: ThankYouState | null = current ? { visitor: current } : null;
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the address and history state are the browser's
    setVisitor(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per arrival
  }, [location.key]);

  return visitor;
}
