import { readSession, removeSession, writeSession } from '../lib/sessionStore';
import { visitorFromState, type Visitor } from './thankYouQuery';

const key = 'thank-you-visitor';

/**
 * Whom the thank-you page should greet, when a form goes there by a page load (a page of islands has no client
 * router to carry it in history state): kept in this tab, never in the address, until that page takes it.
 */
export const handOverVisitor = (visitor: Visitor) => writeSession(key, visitor);

/** The visitor a form handed over, once: read and forgotten (the page then keeps it in its history state). */
export function takeHandedOverVisitor(): Visitor | null {
  const handed = readSession<unknown>(key);
  removeSession(key);
  return visitorFromState({ visitor: handed });
}
