import { thankYouGreeting } from '@cg/content/thankYouGreeting';
import type { ThankYouPageProps } from '../pages/ThankYouPage';
import { thankYouArrival } from '../thankYou/thankYouArrival';
import type { ThankYouState } from '../thankYou/thankYouQuery';
import { visitorLineAttribute, visitorLines } from '../thankYou/visitorLines';

/**
 * A thank-you page greets its visitor without React: the one its query names (whose personal fields then leave the
 * address), the one its history state keeps (a reload), or the one its form handed over in the tab's storage.
 */
export function enhance(marker: HTMLElement, props: Record<string, unknown>) {
  const { keys, form } = props as ThankYouPageProps;
  const { visitor, search, rewrite } = thankYouArrival(window.location.search, window.history.state, keys);
  if (rewrite) {
    const state: ThankYouState | null = visitor ? { visitor } : null;
    window.history.replaceState(state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }
  if (!visitor) return;
  const title = marker.querySelector('h1');
  if (title) title.textContent = thankYouGreeting(visitor.firstName);
  const line = form ? visitorLines[form] : undefined;
  const lineElement = marker.querySelector(`[${visitorLineAttribute}]`);
  if (line && lineElement) lineElement.textContent = line(visitor);
}
