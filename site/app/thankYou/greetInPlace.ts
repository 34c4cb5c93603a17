import type { LeadFormKey, ThankYouQueryKeys } from '@cg/data/forms';
import { thankYouGreeting } from '@cg/content/thankYouGreeting';
import { thankYouArrival } from './thankYouArrival';
import type { ThankYouState } from './thankYouQuery';
import { visitorLineAttribute, visitorLines } from './visitorLines';

/**
 * A thank-you page greets its visitor as it is parsed, before its first paint (so its heading never changes, nor moves
 * what is under it, once on screen): the visitor its query names (whose personal fields then leave the address), the
 * one its history state keeps (a reload), or the one its form handed over in the tab's storage; into the heading and,
 * on /foreis/thank-you, the line that names the institution. The same rules as where React renders the page
 * (useThankYouVisitor: thankYouArrival and the same texts). It only greets: a crafted link greets a made-up name.
 */
export function greetInPlace(card: HTMLElement, keys: ThankYouQueryKeys, form: LeadFormKey | undefined) {
  const { visitor, search, rewrite } = thankYouArrival(window.location.search, window.history.state, keys);
  if (rewrite) {
    const state: ThankYouState | null = visitor ? { visitor } : null;
    window.history.replaceState(state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }
  if (!visitor) return;
  const title = card.querySelector('h1');
  if (title) title.textContent = thankYouGreeting(visitor.firstName);
  const line = form ? visitorLines[form] : undefined;
  const lineElement = card.querySelector(`[${visitorLineAttribute}]`);
  if (line && lineElement) lineElement.textContent = line(visitor);
}
