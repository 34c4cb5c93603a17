import type { LeadFormKey, ThankYouQueryKeys } from '@cg/data/forms';
import { thankYouGreeting } from '@cg/content/thankYouGreeting';
import { submissionsToSend } from '../outbox/outbox';
import { showOnItsWay } from '../outbox/onItsWay';
import { thankYouArrival } from './thankYouArrival';
import { turnWhenSentElsewhere } from './turnWhenSentElsewhere';
import type { ThankYouState } from './thankYouQuery';
import { visitorLineAttribute, visitorLines } from './visitorLines';

/**
 * A thank-you page greets its visitor as it is parsed, before its first paint (so its heading never changes, nor moves
 * what is under it, once on screen): the visitor its query names (whose personal fields then leave the address), the
 * one its history state keeps (a reload), or the one its form handed over in the tab's storage; into the heading and,
 * on /foreis/thank-you, the line that names the institution. The same rules as where React renders the page
 * (useThankYouVisitor: thankYouArrival and the same texts). It only greets: a crafted link greets a made-up name.
 * While a lead of its form waits on the device (the intake was unreachable), its lines say it is on its way, until a tab
 * says it sent it.
 */
export function greetInPlace(card: HTMLElement, keys: ThankYouQueryKeys, form: LeadFormKey | undefined) {
  const { visitor, search, rewrite } = thankYouArrival(window.location.search, window.history.state, keys);
  // A lead of this form still kept on the device has not arrived: the page says it is on its way.
  if (form && submissionsToSend().some((kept) => kept.form === form)) {
    showOnItsWay(card, true);
    turnWhenSentElsewhere(card, form);
  }
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
