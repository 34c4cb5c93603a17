import { focusMainOnHistoryArrival } from '../lib/arrivalByHistory';
import { scrollToSection } from '../lib/scrollToSection';

/**
 * What the client router does on hydrated pages, for a page of islands, whose links are ordinary page loads:
 * back and forward land at the top with the main region focused (useRouteFocus), and a link to a section of
 * the page the visitor is on scrolls there and focuses it without a new history entry (RouterLink), closing the
 * side sheet it was chosen in.
 */
export function startPageBehaviour(mainId: string) {
  focusMainOnHistoryArrival(mainId);
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const address = new URL(link.href);
    if (address.origin !== location.origin || address.pathname !== location.pathname || !address.hash) return;
    link.closest('dialog')?.close();
    if (scrollToSection(decodeURIComponent(address.hash.slice(1)))) event.preventDefault();
  });
}
