import { createContext } from 'react';
import { handOverVisitor } from '../thankYou/visitorHandOver';
import type { Visitor } from '../thankYou/thankYouQuery';

/** How a lead form goes to its thank-you page, with whom it should greet (null: nobody). */
export type GoToThankYou = (path: string, visitor: Visitor | null) => void | Promise<void>;

/**
 * By a page load, as every link of a page of islands (decision 028), the visitor handed over in the tab's storage.
 * Where the client router renders the form (stories), it provides its own navigation, with the visitor in state.
 */
export const goByPageLoad: GoToThankYou = (path, visitor) => {
  if (visitor) handOverVisitor(visitor);
  window.location.assign(path);
};

export const ThankYouNavigation = createContext<GoToThankYou>(goByPageLoad);
