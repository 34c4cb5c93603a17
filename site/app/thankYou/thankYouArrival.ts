import type { ThankYouQueryKeys } from '@cg/data/forms';
import { visitorFromQuery, visitorFromState, withoutVisitorQuery, type Visitor } from './thankYouQuery';
import { takeHandedOverVisitor } from './visitorHandOver';

/** What a thank-you page does on arrival: whom it greets, and the address's query once its personal fields are out. */
export type ThankYouArrival = {
  visitor: Visitor | null;
  search: string;
  /** The address or history state must change: personal fields to remove, or a handed-over visitor to keep. */
  rewrite: boolean;
};

/**
 * Whom a thank-you page greets: the visitor the specification's query names, else the one its history state keeps
 * (a reload), else the one its form handed over in the tab's storage (a page load from a page of islands).
 */
export function thankYouArrival(search: string, state: unknown, keys: ThankYouQueryKeys): ThankYouArrival {
  const fromQuery = visitorFromQuery(search, keys);
  const fromState = visitorFromState(state);
  const handedOver = fromQuery || fromState ? null : takeHandedOverVisitor();
  const cleaned = withoutVisitorQuery(search, keys);
  return { visitor: fromQuery ?? fromState ?? handedOver, search: cleaned, rewrite: cleaned !== search || handedOver !== null };
}
